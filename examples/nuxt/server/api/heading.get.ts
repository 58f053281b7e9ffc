// A route of the app's own server: an edit here reloads Nitro, and the mock's store stays.
export default defineEventHandler(() => ({ heading: 'Newest pets' }))
