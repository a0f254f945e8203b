import { isAbortError, withNotFoundFallback } from '@touchline/api-client';
import {
  countNonSpaceCharacters,
  EMAIL_SUBJECT_MAX,
  escapeHtml,
  fillPlaceholders,
  MESSAGE_CONTENT_REQUIRED,
  MESSAGE_SUBJECT_REQUIRED,
  RICH_TEXT_MAX_LENGTH,
  unfilledPlaceholders,
  unfilledPlaceholdersText,
  type DistributionList,
  type EmailTemplateSummary,
  type MessagePlaceholder,
} from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { countCharacters, normalizeHtml, RichTextEditor } from '@touchline/rich-text';
import { selectRunClub, selectUser, useAppSelector } from '@touchline/store';
import {
  Button,
  FormField,
  SkeletonLines,
  useDialogs,
  useUnsavedChangesGuard,
} from '@touchline/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import { useEditorServices } from '../editor/use-editor-services';
import {
  COMPOSE_LOAD_FAILED,
  COMPOSE_TITLE,
  LIST_INACTIVE_NOTE,
  messageSent,
  OPT_OUT_NOTE,
  recipientsLabel,
  sendQuestion,
  TEMPLATE_LOAD_FAILED,
} from './compose-texts';
import { LISTS_PATH, messagesPath } from './email-paths';
import styles from './emails.module.css';
import { EDITOR_UNAVAILABLE, replaceWithTemplateQuestion } from './list-texts';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; list: DistributionList | null; templates: EmailTemplateSummary[] };

function useComposeData(listId: number): Loaded {
  const calls = useBackofficeCalls();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      withNotFoundFallback(calls.getDistributionList(listId, {}, { signal }), null),
      calls.getEmailTemplates({}, { signal }),
    ])
      .then(([list, templates]) => setLoaded({ state: 'ready', list, templates: templates.items }))
      .catch((error: unknown) => {
        if (isAbortError(error) || signal.aborted) return;
        setLoaded({ state: 'failed' });
        notify.apiError(error, COMPOSE_LOAD_FAILED);
      });
    return () => controller.abort();
  }, [calls, listId, notify]);
  return loaded;
}

/** A key for this message: the API sends once however often it is asked with it. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

interface Problems {
  subject?: string;
  content?: string;
}

function problemsOf(subject: string, content: string): Problems {
  const problems: Problems = {};
  const subjectUnfilled = unfilledPlaceholders(subject);
  const contentUnfilled = unfilledPlaceholders(content);
  if (!subject.trim()) problems.subject = MESSAGE_SUBJECT_REQUIRED;
  else if (subjectUnfilled.length > 0) problems.subject = unfilledPlaceholdersText(subjectUnfilled);
  if (countNonSpaceCharacters(content) === 0 && !/<img\s/i.test(content)) {
    problems.content = MESSAGE_CONTENT_REQUIRED;
  } else if (countCharacters(content) > RICH_TEXT_MAX_LENGTH) {
    problems.content = `Maximum length ${RICH_TEXT_MAX_LENGTH}`;
  } else if (contentUnfilled.length > 0) {
    problems.content = unfilledPlaceholdersText(contentUnfilled);
  }
  return problems;
}

/**
 * Write to a distribution list: a subject and a rich-text body (optionally from one of the
 * club's templates), a preview, and Send, which after a confirm has the API record the message
 * (its background jobs mail every recipient) and then shows the list's sent messages, where the
 * copies are counted. Sending twice (a double click, a retry) sends once.
 */
export function ComposeMessagePage() {
  const { id } = useParams();
  const listId = Number(id);
  const valid = Number.isInteger(listId) && listId > 0;
  const data = useComposeData(valid ? listId : 0);
  const list = data.state === 'ready' ? data.list : null;

  return (
    <section className={styles.page} aria-labelledby="compose-title">
      <Link className={styles.back} to={LISTS_PATH}>
        Back to the distribution lists
      </Link>
      <h1 id="compose-title">{list ? `${COMPOSE_TITLE}: ${list.name}` : COMPOSE_TITLE}</h1>
      {!valid || (data.state === 'ready' && !list) ? (
        <p>This distribution list does not exist.</p>
      ) : data.state === 'loading' ? (
        <SkeletonLines count={8} />
      ) : data.state === 'failed' ? (
        <p>{EDITOR_UNAVAILABLE}</p>
      ) : (
        list && <ComposeForm list={list} templates={data.templates} />
      )}
    </section>
  );
}

/** Said under the preview: whose name it shows where each member sees their own. */
export const PREVIEW_SAMPLE_NOTE =
  'The preview shows your first name and the club’s name where the message has {{first_name}} and {{club_name}}: each member sees their own first name.';

/** What the preview fills the placeholders with: the admin's own first name, the club's name. */
function usePreviewSample(): Record<MessagePlaceholder, string> {
  const user = useAppSelector(selectUser);
  const club = useAppSelector(selectRunClub);
  return { first_name: user?.first_name ?? '', club_name: club?.name ?? '' };
}

const escapedSample = (sample: Record<MessagePlaceholder, string>) => ({
  first_name: escapeHtml(sample.first_name),
  club_name: escapeHtml(sample.club_name),
});

function ComposeForm({
  list,
  templates,
}: {
  list: DistributionList;
  templates: EmailTemplateSummary[];
}) {
  const calls = useBackofficeCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const services = useEditorServices('email');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [templateLoading, setTemplateLoading] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [previewing, setPreviewing] = useState(false);
  const sample = usePreviewSample();
  const [sent, setSent] = useState(false);
  const [key] = useState(newKey);
  const guard = useUnsavedChangesGuard(!sent && (subject.trim() !== '' || content !== ''));
  const active = list.email_status === 'active';

  const applyTemplate = async (value: string) => {
    if (!value) {
      setTemplateId(value);
      return;
    }
    const written = subject.trim() !== '' || countCharacters(content) > 0;
    if (written) {
      const name = templates.find((t) => String(t.template_id) === value)?.name ?? '';
      const replace = await dialogs.confirm({
        ...replaceWithTemplateQuestion(name),
        confirmLabel: 'Replace',
      });
      if (!replace) return;
    }
    setTemplateId(value);
    setTemplateLoading(true);
    try {
      const template = await calls.getEmailTemplate(Number(value));
      setSubject(template.subject);
      setContent(template.content);
      setProblems({});
    } catch (error) {
      notify.apiError(error, TEMPLATE_LOAD_FAILED);
    } finally {
      setTemplateLoading(false);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(subject, content);
    setProblems(found);
    if (found.subject || found.content) return;
    await dialogs.confirm({
      ...sendQuestion(list.recipients),
      action: async () => {
        try {
          const message = await calls.sendListMessage(list.email_distribution_list_id, {
            subject: subject.trim(),
            content,
            idempotency_key: key,
          });
          setSent(true);
          notify.success(messageSent(message.recipients), { clearOnRoute: false });
          // After the guard sees the message sent, so leaving is not held.
          setTimeout(() => void navigate(messagesPath(list.email_distribution_list_id)));
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
      },
    });
  };

  const subjectId = 'compose-subject';
  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
      {guard.dialog}
      <p>
        Sent to {recipientsLabel(list.recipients)} of this list (members who opted out are left
        out). <Link to={messagesPath(list.email_distribution_list_id)}>Sent messages</Link>
      </p>
      {!active && <p className={styles.notice}>{LIST_INACTIVE_NOTE}</p>}
      <FormField label="Start from a template" hint="Replaces the subject and the message.">
        {(control) => (
          <select
            {...control}
            value={templateId}
            disabled={templateLoading}
            onChange={(event) => void applyTemplate(event.target.value)}
          >
            <option value="">No template</option>
            {templates.map((template) => (
              <option key={template.template_id} value={template.template_id}>
                {template.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Subject" required error={problems.subject} id={subjectId}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={subject}
            maxLength={EMAIL_SUBJECT_MAX}
            onChange={(event) => setSubject(event.target.value)}
          />
        )}
      </FormField>
      <RichTextEditor
        label="Message"
        value={content}
        onChange={setContent}
        error={problems.content}
        {...services}
      />
      <p className={styles.hint}>{OPT_OUT_NOTE}</p>
      <div className={styles.actions}>
        <Button
          variant="outline"
          aria-expanded={previewing}
          aria-controls="compose-preview"
          onClick={() => setPreviewing((open) => !open)}
        >
          {previewing ? 'Hide preview' : 'Preview'}
        </Button>
        <Button type="submit" disabled={!active}>
          Send
        </Button>
        <Button variant="text" onClick={() => guard.leave(LISTS_PATH)}>
          Cancel
        </Button>
      </div>
      {previewing && (
        <section id="compose-preview" className={styles.preview} aria-labelledby="preview-title">
          <h2 id="preview-title">Preview</h2>
          <p>
            <strong>Subject:</strong> {fillPlaceholders(subject.trim(), sample) || '(no subject)'}
          </p>
          {/* Cut down to the editor's own elements, every text escaped. */}
          <div
            className={styles.previewBody}
            dangerouslySetInnerHTML={{
              __html: normalizeHtml(fillPlaceholders(content, escapedSample(sample))),
            }}
          />
          <p className={styles.hint}>{PREVIEW_SAMPLE_NOTE}</p>
          <p className={styles.hint}>{OPT_OUT_NOTE}</p>
        </section>
      )}
    </form>
  );
}
