import { Component, inject, signal } from '@angular/core';
import { FormsModule } from '@angular/forms';
import { Pet, PetsApi } from './pets-api';

@Component({
  selector: 'app-root',
  imports: [FormsModule],
  templateUrl: './app.html',
  styleUrl: './app.css'
})
export class App {
  private readonly api = inject(PetsApi);
  protected readonly heading = 'Newest pets';
  protected readonly pets = signal<Pet[]>([]);
  protected readonly status = signal('');
  protected name = '';

  constructor() {
    // Runs in the server render too: the HTML lists the pets before the page hydrates.
    this.load();
  }

  protected add(): void {
    this.api.add(this.name).subscribe((pet) => {
      this.status.set(`Added ${pet.name}`);
      this.name = '';
      this.load();
    });
  }

  private load(): void {
    this.api.newest().subscribe((pets) => this.pets.set(pets));
  }
}
