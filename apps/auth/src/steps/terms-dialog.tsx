import { Button, Dialog } from '@touchline/ui';

/** The Terms and Conditions of the lottery ticket buying service. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title="Terms and Conditions"
      onCancel={onClose}
      actions={
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      }
    >
      <p>
        The supplier provides a lottery ticket buying service to clubs and their supporters. By
        using it you accept these terms.
      </p>
      <ol>
        <li>Lottery players must be at least 18 years of age.</li>
        <li>The cost of an entry is non-refundable from the supplier.</li>
        <li>The contract of sale for an entry is between the buyer and the club.</li>
        <li>
          Refunds are made by the club when it stops listing draws or ceases to run its lottery.
        </li>
        <li>The supplier issues no prizes: prizes are the club&apos;s.</li>
        <li>Invoices are payable within 30 days.</li>
        <li>The supplier&apos;s liability is capped at 12 months of fees.</li>
        <li>Quotations are valid for 20 business days.</li>
        <li>
          The supplier may end the contract after a force majeure event lasting more than 8 weeks.
        </li>
        <li>These terms are governed by Irish law.</li>
      </ol>
    </Dialog>
  );
}
