/** A remote's routes, for the test of the exposes check. */
export default function FixtureRoutes() {
  return <p>Routes</p>;
}
