export const addDays = (days: number) => new Date(Date.now() + days * 86_400_000);
