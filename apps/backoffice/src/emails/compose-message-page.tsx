import {
  countNonSpaceCharacters,
  EMAIL_SUBJECT_MAX,
  escapeHtml,
  fillPlaceholders,
  MESSAGE_PLACEHOLDERS,
  RICH_TEXT_MAX_LENGTH,
  unfilledPlaceholders,
  type DistributionList,
  type EmailTemplateSummary,
  type MessagePlaceholder,
} from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';
import { useNotify } from '@touchline/notifications';
import { countCharacters, normalizeHtml, RichTextEditor } from '@touchline/rich-text';
import { selectRunClub, selectUser, useAppSelector } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import {
  Button,
  FormField,
  SkeletonLines,
  useDialogs,
  useUnsavedChangesGuard,
} from '@touchline/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import { useEditorServices } from '../editor/use-editor-services';
import { type BackofficeMessageId, useBackofficeT } from '../messages/backoffice-messages';
import { sendQuestion } from './compose-texts';
import { LISTS_PATH, messagesPath } from './email-paths';
import styles from './emails.module.css';
import { listWithTemplatesRead } from './emails-reads';
import { replaceWithTemplateQuestion } from './list-texts';

type T = Translate<BackofficeMessageId>;

/** The list (null when there is no such list) and the club's templates; null: nothing to read. */
function useComposeData(listId: number | null) {
  const t = useBackofficeT();
  const { read } = useServerRead(listWithTemplatesRead, listId === null ? null : { id: listId }, {
    notifyFailure: true,
    failureText: t('compose.loadFailed'),
  });
  // The form starts from the list as it is now: a kept answer shows as loading until it is
  // read afresh.
  return read.state === 'loaded' && read.refreshing ? { state: 'loading' as const } : read;
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

const braced = (name: string) => `{{${name}}}`;

/** Placeholders left that no member has a value for, and the ones that are filled in. */
function unfilledText(t: T, names: readonly string[]): string {
  const [first = '', second = ''] = MESSAGE_PLACEHOLDERS.map(braced);
  return t('compose.unfilled', {
    names: names.map(braced).join(', '),
    known: t('compose.and', { first, second }),
  });
}

/** The problems the API would refuse the message for, said as the API's rules say them. */
function problemsOf(t: T, subject: string, content: string): Problems {
  const problems: Problems = {};
  const subjectUnfilled = unfilledPlaceholders(subject);
  const contentUnfilled = unfilledPlaceholders(content);
  if (!subject.trim()) problems.subject = t('compose.subjectRequired');
  else if (subjectUnfilled.length > 0) problems.subject = unfilledText(t, subjectUnfilled);
  if (countNonSpaceCharacters(content) === 0 && !/<img\s/i.test(content)) {
    problems.content = t('compose.contentRequired');
  } else if (countCharacters(content) > RICH_TEXT_MAX_LENGTH) {
    // As digits, as the editor counts them.
    problems.content = t('compose.maxLength', { max: String(RICH_TEXT_MAX_LENGTH) });
  } else if (contentUnfilled.length > 0) {
    problems.content = unfilledText(t, contentUnfilled);
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
  const data = useComposeData(valid ? listId : null);
  const list = data.state === 'loaded' ? data.value.list : null;
  const t = useBackofficeT();

  return (
    <section className={styles.page} aria-labelledby="compose-title">
      <Link className={styles.back} to={LISTS_PATH}>
        {t('lists.back')}
      </Link>
      <h1 id="compose-title">
        {list ? t('compose.titleNamed', { name: list.name }) : t('compose.title')}
      </h1>
      {!valid || (data.state === 'loaded' && !list) ? (
        <p>{t('lists.notFound')}</p>
      ) : data.state === 'loading' ? (
        <SkeletonLines count={8} label={t('lists.loading')} />
      ) : data.state === 'failed' ? (
        <p>{t('lists.unavailable')}</p>
      ) : (
        list && <ComposeForm list={list} templates={data.value.templates} />
      )}
    </section>
  );
}

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
  const t = useBackofficeT();
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
        ...replaceWithTemplateQuestion(t, name),
        confirmLabel: t('compose.replace'),
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
      notify.apiError(error, t('compose.templateLoadFailed'));
    } finally {
      setTemplateLoading(false);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(t, subject, content);
    setProblems(found);
    if (found.subject || found.content) return;
    await dialogs.confirm({
      ...sendQuestion(t, list.recipients),
      action: async () => {
        try {
          const message = await calls.sendListMessage(list.email_distribution_list_id, {
            subject: subject.trim(),
            content,
            idempotency_key: key,
          });
          setSent(true);
          notify.success(t('compose.sent', { recipients: message.recipients }), {
            clearOnRoute: false,
          });
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
        {t('compose.sentTo', { recipients: list.recipients })}{' '}
        <Link to={messagesPath(list.email_distribution_list_id)}>{t('compose.sentMessages')}</Link>
      </p>
      {!active && <p className={styles.notice}>{t('compose.inactiveNote')}</p>}
      <FormField label={t('compose.startFromTemplate')} hint={t('compose.templateHint')}>
        {(control) => (
          <select
            {...control}
            value={templateId}
            disabled={templateLoading}
            onChange={(event) => void applyTemplate(event.target.value)}
          >
            <option value="">{t('compose.noTemplate')}</option>
            {templates.map((template) => (
              <option key={template.template_id} value={template.template_id}>
                {template.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('compose.subject')} required error={problems.subject} id={subjectId}>
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
        label={t('compose.message')}
        value={content}
        onChange={setContent}
        error={problems.content}
        {...services}
      />
      <p className={styles.hint}>{t('compose.optOutNote')}</p>
      <div className={styles.actions}>
        <Button
          variant="outline"
          aria-expanded={previewing}
          aria-controls="compose-preview"
          onClick={() => setPreviewing((open) => !open)}
        >
          {previewing ? t('compose.hidePreview') : t('compose.preview')}
        </Button>
        <Button type="submit" disabled={!active}>
          {t('compose.send')}
        </Button>
        <Button variant="text" onClick={() => guard.leave(LISTS_PATH)}>
          {t('compose.cancel')}
        </Button>
      </div>
      {previewing && (
        <section id="compose-preview" className={styles.preview} aria-labelledby="preview-title">
          <h2 id="preview-title">{t('compose.preview')}</h2>
          <p>
            <strong>{t('compose.previewSubject')}</strong>{' '}
            {fillPlaceholders(subject.trim(), sample) || t('compose.noSubject')}
          </p>
          {/* Cut down to the editor's own elements, every text escaped. */}
          <div
            className={styles.previewBody}
            dangerouslySetInnerHTML={{
              __html: normalizeHtml(fillPlaceholders(content, escapedSample(sample))),
            }}
          />
          {/* Says whose name the preview shows where each member sees their own. */}
          <p className={styles.hint}>
            {t('compose.previewSample', {
              firstName: braced('first_name'),
              clubName: braced('club_name'),
            })}
          </p>
          <p className={styles.hint}>{t('compose.optOutNote')}</p>
        </section>
      )}
    </form>
  );
}
