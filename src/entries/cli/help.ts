/**
 * The texts of `petstore-mock --help` and `petstore-mock contract --help`. Tests check that
 * every flag of `serveFlags` and `contractFlags` is documented here.
 */
import { DEFAULT_RUNS, DEFAULT_SEED } from '../../conformance/defaults'
import { MAX_SCENARIO_SIZE, MAX_STORE_BYTES } from '../http/admin'
import { MAX_BODY_BYTES } from '../../runtime/body'
import { DEFAULT_HOST, DEFAULT_PORT } from '../http/http-server'

/** The help text. */
export function helpText(version: string): string {
  return usageText(version) + serveOptionsText() + proxyOptionsText() + servedText()
}

function usageText(version: string): string {
  return `petstore-mock ${version}: the stateful Petstore mock, over real HTTP

Usage
  petstore-mock serve [options]   serve the API at http://<host>:<port>/api/v1
  petstore-mock contract <url>    check a running server against openapi.yaml;
                                  petstore-mock contract --help for its options
  petstore-mock capture <url>     save a real server's store as a snapshot file;
                                  petstore-mock capture --help for its options
  petstore-mock --help            this text
  petstore-mock --version         the version

`
}

// The options of serve up to the proxy's: the store, the clock, access and the data file.
function serveOptionsText(): string {
  return `Options of serve
  -p, --port <n>         port to listen on; 0 picks a free one. Default ${DEFAULT_PORT}.
      --host <address>   address to bind. Default ${DEFAULT_HOST} (this machine only);
                         0.0.0.0 lets other devices such as a phone reach it.
      --seed <n>         faker seed; the same seed, the same data. Default 1.
      --scenario <name>  default (6 categories, 48 pets, orders open and done),
                         empty, or large. Default default.
      --scenario-from <file> start from a recording instead: a HAR file (the
                         store its responses show) or a store snapshot (from
                         capture or /__admin/export). The mock stays stateful.
      --state <file>     start from a shared state (petstore.share()'s text or
                         the harness's "Share this state" file): its store,
                         latency, faults and clock; reset comes back to it.
      --pets <n>         pets in the large scenario, up to ${MAX_SCENARIO_SIZE}.
                         Default 10000. Alone, it implies --scenario large.
      --latency <value>  delay before each answer: none, realistic (40-250 ms),
                         slow (1-3 s), <ms> or <min>-<max>. Default none.
      --fault-rate <r>   share of requests answered 500 or 503: 0 to 1, or a
                         percentage such as 10%. Default 0.
      --now <date>       freeze the mock's clock at an ISO 8601 date or epoch
                         ms. Default: real time.
      --history-size <n> writes the store's history keeps for rewind (0 keeps
                         none): memory grows with it. Default 1000.
      --journal-size <n> requests the journal keeps for the request log and
                         assertions (0 keeps none). Default 1000.
      --no-auth          accept requests without an API key.
      --admin            serve the state admin surface under /__admin. Browsers
                         may use it only from this server's own origin and
                         the --cors-origin origins (never any origin).
      --admin-token <t>  require "Authorization: Bearer <t>" on every /__admin
                         request (16+ characters; or set PETSTORE_ADMIN_TOKEN).
                         Required with --admin on a --host other than loopback.
      --data <file.json> keep the store in this file: loaded at start (seeded
                         and created when missing). Each write is appended to
                         <file.json>.log before it is answered, so a killed
                         process loses nothing answered; the log is folded
                         into the file in the background and on exit. A
                         broken file stops the start with exit code 1 and is
                         left as it is. A second serve on the same file
                         refuses to start, naming the holder's pid. A write
                         the disk cannot take (a full disk) is answered 503
                         and rolled back: not made, in memory or on disk.
      --fsync <mode>     with --data, when the log reaches the disk: always
                         (before each answer; a power cut loses nothing
                         answered), batch (within 0.1 s; the default) or off
                         (left to the operating system).
      --cors-origin <o>  another browser origin allowed to call the API and
                         /__admin, such as http://192.168.1.20:5173 (a phone
                         on the LAN opening a dev server); repeat for more.
                         Pages on localhost, 127.0.0.1 and [::1] (any port)
                         and this server's own pages may always call the API;
                         a preflight from any other origin gets 403. * lets
                         any origin call the API; * with origins keeps the
                         API open and lets only those use /__admin.
      --allowed-host <h> a host name clients use to reach the mock, such as
                         my-box.lan (.example.com for a domain and subdomains);
                         repeat for more. localhost and IP addresses always
                         work; other Host headers get 403 (against DNS
                         rebinding). all turns the check off.
`
}

function proxyOptionsText(): string {
  return `      --proxy <base-url> forward requests to this real backend, such as
                         https://staging.example.com/api/v1, and check each
                         answer against openapi.yaml (violations are logged).
      --proxy-only <ids> forward only these operationIds, e.g.
                         listPets,getPetById; the rest stay mocked.
      --proxy-timeout <ms> wait this long for the backend, then answer 504.
                         Default 10000. An unreachable backend is a 502.
      --record <file.har> record every exchange with the backend as HAR 1.2;
                         Authorization and cookies read [redacted]. Each
                         exchange is in the file before its answer is sent,
                         so the file survives a kill -9 whole. An existing
                         recording is appended to (the start says so); a
                         file that is not HAR stops the start. One serve per
                         file; temporary files a killed one left are removed.
      --record-overwrite replace what the --record file holds instead.
      --redact-header <name> redact this header too; repeat for more.
  -q, --quiet            no log line per request.
  -h, --help             this text.
  -v, --version          the version.

`
}

// What serve answers, how it stays safe, the keys, and examples.
function servedText(): string {
  return `Served
  /api/v1/...            the API, as openapi.yaml describes it
  /openapi.yaml          the contract, for Postman, Swagger UI, code generators
  /__admin               with --admin: GET for the state and the endpoints;
                         POST /__admin/reset; POST /__admin/scenario with
                         {"name":…, "size":…}; POST /__admin/settings with
                         {"latency":…, "faultRate":…, "now":…};
                         GET /__admin/requests[?since=<seq>] for the journal;
                         GET /__admin/export and POST /__admin/import for the
                         whole store (the --data file's format). Bodies up to
                         ${MAX_STORE_BYTES / 1024 / 1024} MiB (the API's: ${MAX_BODY_BYTES / 1024} KiB); larger get 413

Security
  By default the mock listens on 127.0.0.1, answers only Host names that cannot
  be rebound (localhost, IP addresses, --allowed-host), lets browsers call the
  API only from loopback pages, its own and --cors-origin origins, and keeps
  /__admin to its own origin. Credentials in the journal read [redacted]. To
  open it to a network: --host 0.0.0.0 --admin --admin-token "$T"
  --allowed-host my-box.lan --cors-origin http://my-box.lan:5173

API keys (Authorization: Bearer <key>)
  petstore-demo-key      read and write
  petstore-readonly-key  read only (writes get 403)

Examples
  npx petstore-mock serve
  npx petstore-mock serve --port 0 --scenario empty --admin --quiet
  npx petstore-mock serve --host 0.0.0.0 --latency realistic --fault-rate 5%
  npx petstore-mock serve --data ./petstore-data.json --admin
  PETSTORE_ADMIN_TOKEN=$(openssl rand -hex 16) npx petstore-mock serve \\
    --host 0.0.0.0 --admin --allowed-host my-box.lan
  npx petstore-mock serve --proxy https://staging.example.com/api/v1 \\
    --proxy-only listPets,getPetById
  curl -H 'Authorization: Bearer petstore-demo-key' \\
    'http://127.0.0.1:${DEFAULT_PORT}/api/v1/pets?limit=3'
`
}

/** The help text of `petstore-mock contract`. */
export function contractHelpText(): string {
  return `petstore-mock contract: check a running Petstore server against openapi.yaml

Usage
  petstore-mock contract <base-url> --key <key> [options]

Sends hostile input (prototype keys, ids beyond 2^53, deep and oversized JSON,
bad credentials, methods a path lacks), then seeded generated requests for
every operation, valid and with exactly one fault each, then checks the state
rules across resources. Every answer must be a documented status with the
documented headers, application/json matching the schema of that status, and
an Error whose status is the HTTP status and whose code the contract lists.
It writes data: point it at a test deployment.

Options
      --key <key>           a key with read and write scopes (or set
                            PETSTORE_KEY). The mock accepts petstore-demo-key.
      --readonly-key <key>  a read-only key (or PETSTORE_READONLY_KEY); every
                            write must then refuse it with 403.
      --requests <n>        generated requests per operation, valid and broken
                            each, 1 to 100000. Default ${DEFAULT_RUNS}.
      --seed <n>            seed of the generated requests; the same seed sends
                            the same requests. Default ${DEFAULT_SEED}.
      --only <list>         only these properties, e.g. createPet or
                            createPet,updateOrder:mutated (skips hostile input).
      --path <path>         replay a failure's fast-check path (with --only
                            naming one property); the report prints the command.
      --no-hostile          skip the hostile input groups.
      --no-invariants       skip the final check of the state rules.
      --no-shrink           report failing requests as found, unshrunk.
      --timeout <ms>        how long one request may take, answer read, 100 to
                            600000. Default 30000.
      --keep-going          when the server stops answering, wait up to 60 s
                            for it to come back and go on (default: stop and
                            report what was found).
      --verbose             print every finding in full, not one example of
                            each group.
      --json                print the whole report as one JSON document, every
                            finding and the groups (progress goes to stderr).
  -q, --quiet               no progress lines, only the report.
  -h, --help                this text.

The report starts with the findings grouped by check and operation, with
counts, then one example of each group with a curl command (keys shown as
\${PETSTORE_KEY}). A request that got no answer (connection closed or reset,
time-out) is a finding with its curl too; when the server stops answering
altogether, the last request sent is named as the likely cause and the report
of everything found until then is printed.

Exit codes
  0  every answer kept the contract
  1  findings (a server that stopped answering, or could not be reached,
     included)
  2  a bad command line

Examples
  npx petstore-mock contract http://127.0.0.1:4010/api/v1 --key petstore-demo-key
  PETSTORE_KEY=… npx petstore-mock contract https://staging.example.com/api/v1 \\
    --requests 20 --json > report.json
`
}
