import { engineJourneys } from './journeys.ts'

engineJourneys('webkit')
