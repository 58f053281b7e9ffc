/**
 * The command line: defaults, every flag, the mistakes people make, and a help text that
 * documents every flag there is.
 */
import { describe, expect, it } from 'vitest'
import { parseCliArgs, serveFlags, UsageError, type ServeOptions } from './args'
import { helpText } from './help'

const TOKEN = 'b7d1c0ffee2a4e19'

function serve(...argv: string[]): ServeOptions {
  const parsed = parseCliArgs(['serve', ...argv])
  if (parsed.command !== 'serve') throw new Error(`expected serve, got ${parsed.command}`)
  return parsed.options
}

function usageError(...argv: string[]): string {
  return usageErrorWith({}, ...argv)
}

function usageErrorWith(env: Record<string, string>, ...argv: string[]): string {
  try {
    parseCliArgs(argv, env)
  } catch (error) {
    if (error instanceof UsageError) return error.message
    throw error
  }
  throw new Error(`no UsageError for ${argv.join(' ')}`)
}

describe('parseCliArgs', () => {
  it('serves on loopback port 4010 with the default store when given no flags', () => {
    expect(serve()).toEqual({
      port: 4010,
      host: '127.0.0.1',
      seed: 1,
      scenario: 'default',
      pets: undefined,
      latency: 'none',
      faultRate: 0,
      now: undefined,
      auth: true,
      admin: false,
      adminToken: undefined,
      corsOrigins: [],
      allowedHosts: [],
      quiet: false,
    })
  })

  it('reads every flag', () => {
    expect(
      serve(
        '--port=0',
        '--host',
        '0.0.0.0',
        '--seed',
        '42',
        '--scenario',
        'large',
        '--pets',
        '500',
        '--latency',
        '50-300',
        '--fault-rate',
        '10%',
        '--now',
        '2027-07-01T00:00:00Z',
        '--no-auth',
        '--admin',
        '--admin-token',
        TOKEN,
        '--cors-origin',
        'http://localhost:5173/',
        '--cors-origin',
        'https://app.example',
        '--allowed-host',
        'My-Box.lan',
        '--allowed-host',
        '.example.test',
        '--quiet',
      ),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      seed: 42,
      scenario: 'large',
      pets: 500,
      latency: [50, 300],
      faultRate: 0.1,
      now: new Date('2027-07-01T00:00:00Z'),
      auth: false,
      admin: true,
      adminToken: TOKEN,
      corsOrigins: ['http://localhost:5173', 'https://app.example'],
      allowedHosts: ['my-box.lan', '.example.test'],
      quiet: true,
    })
  })

  it('takes the short flags -p and -q', () => {
    expect(serve('-p', '8080', '-q')).toMatchObject({ port: 8080, quiet: true })
  })

  it.each([
    ['realistic', 'realistic'],
    ['slow', 'slow'],
    ['250', 250],
    ['100..200', [100, 200]],
  ])('reads --latency %s', (text, value) => {
    expect(serve('--latency', text).latency).toEqual(value)
  })

  it('reads --fault-rate as a share or a percentage', () => {
    expect(serve('--fault-rate', '0.25').faultRate).toBe(0.25)
    expect(serve('--fault-rate', '5%').faultRate).toBe(0.05)
  })

  it('lets --pets alone imply the large scenario', () => {
    expect(serve('--pets', '2000')).toMatchObject({ scenario: 'large', pets: 2000 })
  })

  it('unwraps a bracketed IPv6 host', () => {
    expect(serve('--host', '[::1]').host).toBe('::1')
  })

  it('reads --data as the file that keeps the store, and refuses an empty name or a folder', () => {
    expect(serve('--data', './petstore-data.json').data).toBe('./petstore-data.json')
    expect(serve().data).toBeUndefined()
    expect(usageError('serve', '--data', 'tmp/')).toBe(
      '--data must name a JSON file, such as ./petstore-data.json, not "tmp/".',
    )
  })

  it('reads --fsync as how the --data log reaches the disk, and refuses other words or no --data', () => {
    expect(serve('--data', 'a.json').fsync).toBeUndefined()
    expect(serve('--data', 'a.json', '--fsync', 'always').fsync).toBe('always')
    expect(usageError('serve', '--data', 'a.json', '--fsync', 'sometimes')).toBe(
      '--fsync must be always, batch, off, not "sometimes".',
    )
    expect(usageError('serve', '--fsync', 'off')).toBe(
      '--fsync needs --data <file.json>: it says how that file is kept.',
    )
  })

  it('reads --history-size and --journal-size as the caps of the store history and journal', () => {
    expect(serve().historySize).toBeUndefined()
    expect(serve('--history-size', '0', '--journal-size', '50')).toMatchObject({
      historySize: 0,
      journalSize: 50,
    })
    expect(usageError('serve', '--history-size=-1')).toBe(
      '--history-size must be a whole number from 0 to 1000000, not "-1".',
    )
    expect(usageError('serve', '--journal-size', 'lots')).toBe(
      '--journal-size must be a whole number from 0 to 1000000, not "lots".',
    )
  })

  it('reads --proxy, --proxy-only and --proxy-timeout as the proxy option', () => {
    const target = 'http://127.0.0.1:8080/api/v1'
    expect(serve().proxy).toBeUndefined()
    expect(serve('--proxy', target).proxy).toEqual({ target })
    expect(
      serve('--proxy', target, '--proxy-only', 'listPets, getPetById', '--proxy-timeout', '2500')
        .proxy,
    ).toEqual({ target, operations: ['listPets', 'getPetById'], timeout: 2500 })
  })

  it('explains a bad proxy flag', () => {
    expect(usageError('serve', '--proxy', 'localhost:8080')).toBe(
      '--proxy must be an absolute http(s) URL such as http://127.0.0.1:8080/api/v1, not "localhost:8080".',
    )
    expect(usageError('serve', '--proxy', 'http://x.test', '--proxy-only', 'listPet')).toMatch(
      /^--proxy-only has unknown operations "listPet"; use the operationIds of openapi\.yaml: listPets, /,
    )
    expect(usageError('serve', '--proxy', 'http://x.test', '--proxy-timeout', '0')).toBe(
      `--proxy-timeout must be a whole number from 1 to 600000, not "0".`,
    )
    expect(usageError('serve', '--proxy-only', 'listPets')).toBe(
      '--proxy-only needs --proxy <base-url> to say where to forward.',
    )
  })

  it('keeps the exact CORS origins beside *, which opens the API but never /__admin', () => {
    expect(serve('--cors-origin', '*').corsOrigins).toBe('*')
    expect(serve('--cors-origin', 'http://a.test', '--cors-origin', '*').corsOrigins).toEqual([
      'http://a.test',
      '*',
    ])
  })

  it('turns the Host check off with --allowed-host all', () => {
    expect(serve('--allowed-host', 'all').allowedHosts).toBe(true)
  })

  it('refuses --admin on a non-loopback --host without a token, naming --admin-token', () => {
    const message = usageError('serve', '--host', '0.0.0.0', '--admin')
    expect(message).toMatch(/^--admin-token is required to serve \/__admin on 0\.0\.0\.0/)
    expect(message).toContain('PETSTORE_ADMIN_TOKEN')
    expect(serve('--host', '0.0.0.0').admin).toBe(false)
    expect(serve('--host', 'localhost', '--admin').adminToken).toBeUndefined()
  })

  it('reads the admin token from PETSTORE_ADMIN_TOKEN unless --admin-token is given', () => {
    const parse = (env: Record<string, string>, ...argv: string[]) => {
      const parsed = parseCliArgs(['serve', ...argv], env)
      return parsed.command === 'serve' ? parsed.options.adminToken : undefined
    }
    const env = { PETSTORE_ADMIN_TOKEN: TOKEN }
    expect(parse(env, '--host', '0.0.0.0', '--admin')).toBe(TOKEN)
    expect(parse(env, '--admin', '--admin-token', `${TOKEN}x`)).toBe(`${TOKEN}x`)
    // Without --admin the environment's token is simply not used.
    expect(parse(env)).toBeUndefined()
  })

  it('explains a bad admin token without echoing it', () => {
    const message = usageError('serve', '--admin', '--admin-token', 'hunter2')
    expect(message).toContain('--admin-token must be 16 to 1024 visible ASCII characters')
    expect(message).not.toContain('hunter2')
    expect(usageErrorWith({ PETSTORE_ADMIN_TOKEN: 'short' }, 'serve', '--admin')).toMatch(
      /^PETSTORE_ADMIN_TOKEN must be 16 to 1024/,
    )
    expect(usageError('serve', '--admin-token', TOKEN)).toBe(
      '--admin-token protects the admin surface; add --admin to serve it.',
    )
  })

  it('reads --record and --redact-header into the proxy, and --scenario-from as the store to start from', () => {
    const target = 'http://127.0.0.1:8080/api/v1'
    const options = serve('--proxy', target, '--record', 's.har', '--redact-header', 'X-Api-Key')
    expect(options.proxy).toEqual({ target, record: { redactHeaders: ['X-Api-Key'] } })
    expect(
      serve('--proxy', target, '--record', 'a.har', '--record-overwrite').recordOverwrite,
    ).toBe(true)
    expect(usageErrorWith({}, 'serve', '--record-overwrite')).toBe(
      '--record-overwrite applies to --record <file.har>; add it.',
    )
    expect(options.record).toBe('s.har')
    expect(serve('--scenario-from', 'staging.json').scenarioFrom).toBe('staging.json')
  })

  it('explains --record, --redact-header and --scenario-from used without what they need', () => {
    expect(usageError('serve', '--record', 's.har')).toBe(
      '--record records what the proxy exchanges with a real backend; add --proxy <base-url>.',
    )
    expect(usageError('serve', '--redact-header', 'X-Api-Key')).toBe(
      '--redact-header applies to --record <file.har>; add it.',
    )
    expect(usageError('serve', '--scenario-from', 's.har', '--scenario', 'empty')).toBe(
      '--scenario-from replaces the seeded scenario; drop --scenario.',
    )
  })

  it('asks for help with no command, help, --help or -h, and for the version with -v', () => {
    for (const argv of [[], ['help'], ['--help'], ['serve', '-h']]) {
      expect(parseCliArgs(argv)).toEqual({ command: 'help' })
    }
    expect(parseCliArgs(['--version'])).toEqual({ command: 'version' })
    expect(parseCliArgs(['-v'])).toEqual({ command: 'version' })
  })

  it.each([
    [['serve', '--prot', '1'], 'Unknown option --prot. Did you mean --port?'],
    [['serve', '--port', 'http'], '--port must be a whole number from 0 to 65535, not "http".'],
    [['serve', '--port', '70000'], '--port must be a whole number from 0 to 65535'],
    [['serve', '--port'], "Option '-p, --port <value>' argument missing."],
    [['serve', '--seed', '1.5'], '--seed must be a whole number'],
    [['serve', '--scenario', 'emtpy'], 'not "emtpy". Did you mean empty?'],
    [['serve', '--scenario', 'empty', '--pets', '5'], '--pets sets the size of the large scenario'],
    [['serve', '--pets', '0'], '--pets must be a whole number from 1 to 1000000'],
    [['serve', '--latency', 'fast'], '--latency must be none, realistic, slow'],
    [['serve', '--latency', '300-50'], '--latency must be'],
    [['serve', '--fault-rate', '2'], '--fault-rate must be a share from 0 to 1'],
    [['serve', '--now', 'tomorrow'], '--now must be an ISO 8601 date'],
    [
      ['serve', '--cors-origin', 'localhost:5173'],
      '--cors-origin must be an origin such as http://localhost:5173, not "localhost:5173".',
    ],
    [['serve', '--allowed-host', 'my-box.lan:4010'], '--allowed-host must be a host name'],
    [['serve', '--allowed-host', 'http://my-box.lan'], '(or all to turn the check off)'],
    [['serve', '--host', 'a b'], '--host must be an address or host name'],
    [['serve', '--quiet=yes'], "Option '-q, --quiet' does not take an argument."],
    [['sevre'], 'Unknown command "sevre". Did you mean serve?'],
    [['serve', 'now'], 'Unexpected argument "now".'],
  ])('explains %j', (argv, message) => {
    expect(usageError(...argv)).toContain(message)
  })
})

describe('the help text', () => {
  const help = helpText('1.2.3')

  it('documents every flag parseCliArgs accepts', () => {
    for (const [name, flag] of Object.entries(serveFlags)) {
      expect(help).toContain(`--${name}`)
      if ('short' in flag) expect(help).toContain(`-${flag.short}, --${name}`)
    }
  })

  it('shows the version, the API keys, the admin endpoints and a curl example', () => {
    expect(help).toContain('petstore-mock 1.2.3')
    expect(help).toContain('petstore-demo-key')
    expect(help).toContain('petstore-readonly-key')
    expect(help).toContain('POST /__admin/reset')
    expect(help).toContain("curl -H 'Authorization: Bearer petstore-demo-key'")
  })

  it('fits an 80-column terminal', () => {
    const long = help.split('\n').filter((line) => line.length > 80)
    expect(long).toEqual([])
  })
})
