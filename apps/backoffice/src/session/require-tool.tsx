import type { BackofficeToolName } from '@touchline/contracts';
import { PlaceholderPage } from '@touchline/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequireAdmin } from './require-admin';
import { useMayUseTool } from './use-club-roles';

export const TOOL_REFUSED_TITLE = 'This tool is not part of your role';
export const TOOL_REFUSED_TEXT =
  'Your role in the club does not include this page. Ask the club’s Owner if you need it.';

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
  if (useMayUseTool(tool)) return <>{children}</>;
  return (
    <PlaceholderPage title={TOOL_REFUSED_TITLE}>
      <p>{TOOL_REFUSED_TEXT}</p>
      <p>
        <Link to="/">Back to your tools</Link>
      </p>
    </PlaceholderPage>
  );
}
