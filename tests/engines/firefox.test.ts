import { engineJourneys } from './journeys.ts'

engineJourneys('firefox')
