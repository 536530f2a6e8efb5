import { PROFILE_MESSAGES } from '@flirtwire/contracts';
import { useId, useRef, useState } from 'react';
import { FormError } from '@/components/field';
import { ErrorState, Loading } from '@/components/states';
import { fieldError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/snackbar-store';
import { useHomepage } from '../api/get-homepage';
import { useSaveHomepage } from '../api/save-homepage';

const TOOLS = [
  { command: 'bold', label: 'Bold' },
  { command: 'italic', label: 'Italic' },
  { command: 'insertUnorderedList', label: 'Bulleted list' },
  { command: 'insertOrderedList', label: 'Numbered list' },
] as const;

/**
 * The owner's homepage editor: rich text (bold, italic, lists) in an editable area, sent for
 * review with Submit for Review. The server keeps only safe markup, so what the Flirt pasted
 * is cleaned there, not here; the page shows what the server kept.
 */
export function HomepageEditor({ login }: { readonly login: string }) {
  const homepage = useHomepage(login);
  const save = useSaveHomepage();
  const area = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const errorId = useId();
  const [dirty, setDirty] = useState(false);
  if (homepage.isPending) return <Loading />;
  if (homepage.isError) {
    return <ErrorState error={homepage.error} onRetry={() => void homepage.refetch()} />;
  }
  const initial = homepage.data.draft ?? homepage.data.content ?? '';
  const error = fieldError(save.error, 'content') ?? save.error?.message;
  const submit = () => {
    save.mutate(area.current?.innerHTML ?? '', {
      onSuccess: () => {
        setDirty(false);
        showSnackbar(PROFILE_MESSAGES.homepageSaved, 'success');
      },
    });
  };
  return (
    <section className="homepage-editor" aria-labelledby={labelId}>
      <h3 id={labelId}>Your homepage</h3>
      <div className="homepage-editor__tools" role="toolbar" aria-label="Formatting">
        {TOOLS.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className="button button--small button--quiet"
            // Keep the selection in the text while the button is pressed.
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onClick={() => {
              area.current?.focus();
              // eslint-disable-next-line @typescript-eslint/no-deprecated -- the web platform has no other way to format an editable area, and every browser keeps it
              document.execCommand(tool.command);
              setDirty(true);
            }}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <div
        ref={area}
        className={`homepage-editor__area input ${error ? 'input--invalid' : ''}`}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="Homepage text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        tabIndex={0}
        // The server's cleaned HTML: safe to put back in the editor as it is.
        dangerouslySetInnerHTML={{ __html: initial }}
        onInput={() => {
          setDirty(true);
          save.reset();
        }}
      />
      <div id={errorId}>
        <FormError message={error} />
      </div>
      <div className="homepage-editor__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={save.isPending || !dirty}
          onClick={submit}
        >
          {save.isPending ? 'Submitting...' : 'Submit for Review'}
        </button>
      </div>
    </section>
  );
}
