/**
 * The text of `petstore-mock --help`. A test checks that every flag of `serveFlags` is here.
 */
import { MAX_SCENARIO_SIZE } from '../http/admin'
import { DEFAULT_HOST, DEFAULT_PORT } from '../http/server'

/**
 * The help text.
 *
 * @example
 * console.log(helpText('0.1.0'))
 */
export function helpText(version: string): string {
  return `petstore-mock ${version}: the stateful Petstore mock, over real HTTP

Usage
  petstore-mock serve [options]   serve the API at http://<host>:<port>/api/v1
  petstore-mock --help            this text
  petstore-mock --version         the version

Options of serve
  -p, --port <n>         port to listen on; 0 picks a free one. Default ${DEFAULT_PORT}.
      --host <address>   address to bind. Default ${DEFAULT_HOST} (this machine only);
                         0.0.0.0 lets other devices such as a phone reach it.
      --seed <n>         faker seed; the same seed, the same data. Default 1.
      --scenario <name>  default (6 categories, 48 pets, orders open and done),
                         empty, or large. Default default.
      --pets <n>         pets in the large scenario, up to ${MAX_SCENARIO_SIZE}.
                         Default 10000. Alone, it implies --scenario large.
      --latency <value>  delay before each answer: none, realistic (40-250 ms),
                         slow (1-3 s), <ms> or <min>-<max>. Default none.
      --fault-rate <r>   share of requests answered 500 or 503: 0 to 1, or a
                         percentage such as 10%. Default 0.
      --now <date>       freeze the mock's clock at an ISO 8601 date or epoch
                         ms. Default: real time.
      --no-auth          accept requests without an API key.
      --admin            serve the state admin surface under /__admin.
      --cors-origin <o>  a browser origin allowed to call the mock, such as
                         http://localhost:5173; repeat for more. Default: any.
  -q, --quiet            no log line per request.
  -h, --help             this text.
  -v, --version          the version.

Served
  /api/v1/...            the API, as openapi.yaml describes it
  /openapi.yaml          the contract, for Postman, Swagger UI, code generators
  /__admin               with --admin: GET for the state and the endpoints;
                         POST /__admin/reset; POST /__admin/scenario with
                         {"name":…, "size":…}; POST /__admin/settings with
                         {"latency":…, "faultRate":…, "now":…};
                         GET /__admin/requests[?since=<seq>] for the journal

API keys (Authorization: Bearer <key>)
  petstore-demo-key      read and write
  petstore-readonly-key  read only (writes get 403)

Examples
  npx petstore-mock serve
  npx petstore-mock serve --port 0 --scenario empty --admin --quiet
  npx petstore-mock serve --host 0.0.0.0 --latency realistic --fault-rate 5%
  curl -H 'Authorization: Bearer petstore-demo-key' \\
    'http://127.0.0.1:${DEFAULT_PORT}/api/v1/pets?limit=3'
`
}
