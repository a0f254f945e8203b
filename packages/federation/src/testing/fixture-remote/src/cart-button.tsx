/** A remote's widget, for the test of the exposes check. */
export default function FixtureCartButton() {
  return <button type="button">Cart</button>;
}
