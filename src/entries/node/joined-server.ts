/**
 * `createPetstoreServer({ join: server })`: the Node mock on a team's own msw server. Its
 * handlers go on the team's server at once (`listen()` puts them back if a `resetHandlers(...)`
 * with a list of the team's own took them off) and come off with `close()`; the team's server
 * itself is never started, stopped or reconfigured here.
 */
import { extendPetstore, type Petstore } from '../../controller/petstore'
import { joinServer, type JoinedServer } from '../test-kit/join'

/** The mock on `server`, shaped as every PetstoreServer (`server`, `listen`, `close`). */
export function joinedPetstoreServer(petstore: Petstore, server: JoinedServer) {
  const joined = joinServer(server, petstore.handlers)
  joined.attach()
  return extendPetstore(petstore, {
    server,
    listen: () => joined.attach(),
    close: () => joined.detach(),
  })
}
