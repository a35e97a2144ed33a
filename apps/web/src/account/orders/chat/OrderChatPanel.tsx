import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_LIMITS, chatFormSchema, type ChatForm, type ChatThread } from '@soul/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useAccount } from '../../account-context.tsx';
import { errorMessageOf } from '../../api/errors.ts';
import { accountKeys } from '../../api/query-keys.ts';
import { TextAreaField } from '../../forms/Field.tsx';
import { applyServerFieldErrors } from '../../forms/server-errors.ts';
import { zodMessages } from '../../forms/zod-messages.ts';
import { useAccountT } from '../../texts.ts';
import { Card } from '../../ui/Card.tsx';
import { InlineMessage } from '../../ui/InlineMessage.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { QueryFailed } from '../../ui/QueryFailed.tsx';
import { ChatMessageItem } from './ChatMessageItem.tsx';

type ChatValues = z.input<typeof chatFormSchema>;

/**
 * The order page's "Messages" (account §7): the order's thread with the
 * shop, oldest first, and a form to write. Loaded with the order page only
 * (a lazy chunk). Reading the thread marks the shop's answers read on the
 * server; the badge keeps saying how many were new when the panel opened.
 */
export default function OrderChatPanel({ orderId }: { orderId: number }) {
  const { t } = useAccountT();
  const { client } = useAccount();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const thread = useQuery({
    queryKey: accountKeys.chat(orderId),
    queryFn: ({ signal }) => client.getChat(orderId, signal),
  });
  const messagesOf = zodMessages(t);
  const form = useForm<ChatValues, unknown, ChatForm>({
    defaultValues: { message: '' },
    resolver: zodResolver(chatFormSchema, {
      error: (issue) => (issue.code === 'too_small' ? t('chat.required') : messagesOf(issue)),
    }),
  });
  const send = useMutation({
    mutationFn: (values: ChatForm) => client.sendChat({ id: orderId, message: values.message }),
    onMutate: () => {
      setError(null);
      setSent(false);
    },
    onSuccess: (answer: ChatThread) => {
      // The badge keeps what was new when the panel opened; the list is the server's answer.
      const before = queryClient.getQueryData<ChatThread>(accountKeys.chat(orderId));
      queryClient.setQueryData(accountKeys.chat(orderId), { ...answer, unread: before?.unread ?? 0 });
      setSent(true);
      form.reset();
    },
    onError: (failure) => {
      if (!applyServerFieldErrors(failure, ['message'], form.setError)) setError(errorMessageOf(failure, t('errors.generic')));
    },
  });
  const unread = thread.data?.unread ?? 0;

  return (
    <Card title={t('chat.title')} actions={unread > 0 ? <Badge tone="accent">{t('chat.unread', { count: unread })}</Badge> : null}>
      <p className="mb-4 text-sm text-ink-soft">{t('chat.intro')}</p>
      {thread.isPending ? <Loading /> : null}
      {thread.isError ? <QueryFailed error={thread.error} onRetry={() => void thread.refetch()} /> : null}
      {thread.data ? (
        thread.data.messages.length === 0 ? (
          <p className="mb-4 text-ink-muted">{t('chat.empty')}</p>
        ) : (
          <ol aria-label={t('chat.thread', { number: orderId })} className="mb-5 flex flex-col gap-3">
            {thread.data.messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} mine={message.mine} />
            ))}
          </ol>
        )
      ) : null}
      <form
        noValidate
        aria-busy={send.isPending}
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
        className="flex flex-col gap-3"
      >
        <TextAreaField
          label={t('chat.label')}
          hint={t('chat.hint')}
          maxLength={CHAT_LIMITS.maxLength}
          rows={4}
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
        {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
        {sent ? <InlineMessage tone="success">{t('chat.sent')}</InlineMessage> : null}
        <div>
          <Button type="submit" loading={send.isPending}>
            {t('chat.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
