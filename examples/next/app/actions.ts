'use server'

import { revalidatePath } from 'next/cache'
import { addPet } from '@/lib/api'

/** The server action behind the page's form: adds the pet on the server side. */
export async function addPetOnServer(form: FormData): Promise<void> {
  await addPet(String(form.get('name') ?? ''))
  revalidatePath('/')
}
