import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

// The chat button sits in the store frame, but the question it prefills depends on the page: a product
// page asks about that product, the cart asks for a quote. Pages set it with `useChatMessage`; the frame
// reads it. Two contexts, so that the pages that set it never re-render when it changes.
const MessageContext = createContext<string | null>(null);
const SetMessageContext = createContext<(message: string | null) => void>(() => {});

export function ChatMessageProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <SetMessageContext.Provider value={setMessage}>
      <MessageContext.Provider value={message}>{children}</MessageContext.Provider>
    </SetMessageContext.Provider>
  );
}

/** Sets the chat button's question while the calling page is shown; null keeps the general question. */
export function useChatMessage(message: string | null): void {
  const setMessage = useContext(SetMessageContext);
  useEffect(() => {
    setMessage(message);
    return () => setMessage(null);
  }, [message, setMessage]);
}

/** The question a page has set, or null for the general one. */
export function usePageChatMessage(): string | null {
  return useContext(MessageContext);
}
