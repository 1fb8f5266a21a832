import { type KeyboardEvent, useId, useRef, useState } from 'react';

type View = 'html' | 'text';

const TABS: readonly { view: View; label: string }[] = [
  { view: 'html', label: 'E-mail' },
  { view: 'text', label: 'Plain text' },
];

/**
 * The e-mail as its reader sees it, or its plain-text part. The HTML is drawn in a frame with every sandbox
 * restriction (`sandbox=""`): no scripts, no forms, no navigating the back office, an origin of its own. The
 * tabs follow the ARIA tabs pattern: arrow keys move between them, Tab goes on into the panel.
 */
export function MailPreview({ subject, html, text }: { subject: string; html: string; text: string }) {
  const [view, setView] = useState<View>('html');
  const tabs = useRef<Partial<Record<View, HTMLButtonElement | null>>>({});
  const id = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.view === view);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length];
    if (!next) return;
    setView(next.view);
    tabs.current[next.view]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Show the e-mail as" className="flex gap-1" onKeyDown={onKeyDown}>
        {TABS.map((tab) => {
          const selected = tab.view === view;
          return (
            <button
              key={tab.view}
              ref={(element) => {
                tabs.current[tab.view] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.view}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-${tab.view}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setView(tab.view)}
              className={`inline-flex min-h-11 items-center rounded-t-xl px-4 text-sm font-bold ${
                selected ? 'bg-white text-navy-800 ring-1 ring-navy-100' : 'text-navy-600 hover:bg-navy-50'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${view}`}
        aria-labelledby={`${id}-${view}-tab`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel focusable, so a keyboard reaches it and scrolls a long text
        tabIndex={0}
        className={`rounded-b-2xl rounded-tr-2xl bg-white p-2 shadow-sm ring-1 ring-navy-100 sm:p-3 ${
          view === 'text' ? 'max-h-[70vh] overflow-auto' : ''
        }`}
      >
        {view === 'html' ? (
          <iframe
            title={`The e-mail: ${subject}`}
            sandbox=""
            srcDoc={html}
            referrerPolicy="no-referrer"
            className="block h-[70vh] min-h-96 w-full rounded-xl bg-white"
          />
        ) : (
          <pre className="p-2 font-sans text-sm whitespace-pre-wrap break-words">{text}</pre>
        )}
      </div>
    </div>
  );
}
