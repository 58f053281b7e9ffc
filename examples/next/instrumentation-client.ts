import { startPetstoreClient } from 'petstore-mock/next-client'
import { mockOptions } from '@/lib/mock-options'

// Under `next dev` only: `next build` leaves the worker's code out.
void startPetstoreClient(mockOptions)
