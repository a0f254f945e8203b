/** A remote's behaviour expose, for the test of the exposes check. */
export default function startFixtureBehaviour(): void {}
