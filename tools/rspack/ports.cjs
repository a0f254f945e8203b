// Development and `npm start` ports, one origin per app (docs/architecture.md).
module.exports = {
  shell: 4200,
  storefront: 4201,
  fixtures: 4202,
  membership: 4203,
  checkout: 4204,
  auth: 4205,
  backoffice: 4300,
  api: 3333,
};
