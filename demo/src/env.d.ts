// The demo's Vite config (yamlAsData in vite.config.ts) turns YAML files into their parsed data.
declare module '*.yaml' {
  const data: unknown
  export default data
}

// `?bounds`: the bounds of each component schema's fields, by schema and field name.
declare module '*.yaml?bounds' {
  const bounds: Record<
    string,
    Record<string, { maxLength?: number; minimum?: number; maximum?: number }>
  >
  export default bounds
}
