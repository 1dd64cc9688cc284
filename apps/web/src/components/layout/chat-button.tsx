import { useTranslation } from 'react-i18next';
import { company } from '#src/config/company';
import { chatLink } from '#src/lib/chat-link';
import { usePageChatMessage } from './chat-message';
import { ChatIcon } from './icons';

/**
 * Floating link that opens a chat with the business in the messaging app, prefilled with the question
 * of the page being viewed (`useChatMessage`) or the general one.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const message = usePageChatMessage() ?? company.generalChatMessage;
  return (
    <a
      href={chatLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('common.chatWithUs')}
      className="fixed end-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-leaf-700 text-white shadow-lg transition-transform hover:scale-105 hover:bg-leaf-800 sm:end-6 sm:bottom-6"
    >
      <ChatIcon className="size-7" />
    </a>
  );
}
