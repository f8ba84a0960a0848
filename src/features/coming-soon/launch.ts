/** The next collection's launch, shared by the coming-soon page and its test variant. */
export const LAUNCH = { collection: 'Aster', date: '2027-03-15' } as const
