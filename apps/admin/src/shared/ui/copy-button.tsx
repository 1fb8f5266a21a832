import { useState } from 'react';
import { buttonStyles } from './button-styles';

/**
 * Copies `text` to the clipboard and says so. Where the clipboard is refused (an insecure origin, a
 * browser setting) it says to copy by hand; the text stays selectable beside it.
 */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" className={buttonStyles.secondary} onClick={copy}>
        {label}
      </button>
      <span role="status" className="text-sm font-bold text-mint-700">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select the link and copy it by hand.' : ''}
      </span>
    </span>
  );
}
