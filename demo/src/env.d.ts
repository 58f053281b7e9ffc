// The demo's Vite config (yamlAsData in vite.config.ts) turns YAML files into their parsed data.
declare module '*.yaml' {
  const data: unknown
  export default data
}
