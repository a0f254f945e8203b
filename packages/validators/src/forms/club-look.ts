// The club look's own rule beside its colours' contrast (colours/theme-contrast.ts): a name, the
// same message in the back office's look editor and the API that saves the look.

export const CLUB_NAME_REQUIRED = 'Enter the club’s name';
