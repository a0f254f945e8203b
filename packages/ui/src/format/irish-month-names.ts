// The months' names in Irish, as `Intl.DateTimeFormat('ga-IE')` gives them: a module of its own,
// so a first-load page's published dates take them without the date library.
export const IRISH_MONTHS = [
  'Eanáir',
  'Feabhra',
  'Márta',
  'Aibreán',
  'Bealtaine',
  'Meitheamh',
  'Iúil',
  'Lúnasa',
  'Meán Fómhair',
  'Deireadh Fómhair',
  'Samhain',
  'Nollaig',
] as const;
