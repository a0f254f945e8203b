/** The repeat count as the badge shows it: "9+" above 8. */
export const countBadge = (count: number): string => (count > 8 ? '9+' : String(count));
