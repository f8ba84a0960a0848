export const LAUNCH = { collection: 'Aster', date: '2027-03-15' } as const
