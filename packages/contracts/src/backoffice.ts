// Schemas of the backoffice area: one TypeBox source for the API's validation and the client's checks.
export {};
