import { useIntl } from 'react-intl';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { ChatIcon } from '@/shared/ui/icons';

/** A floating link that opens a messaging app for the store (number from the store config). */
export function ChatLink() {
  const { whatsappNumber } = useStoreConfig();
  const { formatMessage: t } = useIntl();
  return (
    <a
      href={`https://wa.me/${whatsappNumber}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t({ id: 'chat.label' })}
      className="fixed end-4 bottom-20 z-30 print:hidden flex h-14 w-14 items-center justify-center rounded-full bg-mint-700 text-white shadow-lg transition-transform hover:scale-105 md:bottom-6"
    >
      <ChatIcon className="h-7 w-7" />
    </a>
  );
}
