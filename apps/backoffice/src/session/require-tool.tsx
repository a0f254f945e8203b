import type { BackofficeToolName } from '@touchline/contracts';
import { PlaceholderPage } from '@touchline/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBackofficeT } from '../messages/backoffice-messages';
import { RequireAdmin } from './require-admin';
import { useMayUseTool } from './use-club-roles';

/**
 * A tool's pages: for a person signed in with a back-office role (else as `RequireAdmin`), whose
 * role in the club may use `tool`; anyone else reads why the page stays closed and the way back.
 */
export function RequireTool({ tool, children }: { tool: BackofficeToolName; children: ReactNode }) {
  return (
    <RequireAdmin>
      <ToolGate tool={tool}>{children}</ToolGate>
    </RequireAdmin>
  );
}

function ToolGate({ tool, children }: { tool: BackofficeToolName; children: ReactNode }) {
  const t = useBackofficeT();
  if (useMayUseTool(tool)) return <>{children}</>;
  return (
    <PlaceholderPage title={t('session.refusedTitle')}>
      <p>{t('session.refusedText')}</p>
      <p>
        <Link to="/">{t('session.backToTools')}</Link>
      </p>
    </PlaceholderPage>
  );
}
