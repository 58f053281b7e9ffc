import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { App } from './app';

describe('App', () => {
  beforeEach(async () => {
    await TestBed.configureTestingModule({
      imports: [App],
      providers: [provideHttpClient(), provideHttpClientTesting()],
    }).compileComponents();
  });

  it('lists the newest pets the API answers, with the demo key', async () => {
    const fixture = TestBed.createComponent(App);
    const request = TestBed.inject(HttpTestingController).expectOne('/api/v1/pets?sort=-id&limit=10');
    expect(request.request.headers.get('Authorization')).toBe('Bearer petstore-demo-key');
    request.flush([
      { id: 2, name: 'Rex', categoryId: 1 },
      { id: 1, name: 'Tom', categoryId: 2 },
    ]);
    await fixture.whenStable();
    const items = (fixture.nativeElement as HTMLElement).querySelectorAll('ul[aria-label="Pets"] li');
    expect([...items].map((item) => item.textContent)).toEqual(['Rex', 'Tom']);
  });
});
