import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { UtilityBook } from '@school/domain/utility/contracts/get-utility';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UtilityCard } from './utility-card';

/** The digital books (getLibri: Titolo_libro__c, Codice_libro__c), each code with a copy button. */
export function BooksCard({ books }: { books: UtilityBook[] }) {
  const { t } = useTranslation('utility');
  return (
    <UtilityCard id="books" title={t('books.title')}>
      {books.length === 0 ? (
        <Text mt="md">{t('books.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" mt="md" p={0} style={{ listStyle: 'none' }}>
          {books.map((book, index) => (
            // Title and code may repeat: the position keeps each row apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <li key={index}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {book.title}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {t('books.code', { code: book.code })}
                </Text>
                <CopyButton value={book.code}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('books.copied') : t('books.copy')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : undefined}
                        onClick={copy}
                        aria-label={copied ? t('books.copied') : t('books.copyLabel', { title: book.title })}
                      >
                        {copied ? (
                          <IconCheck size={18} aria-hidden="true" />
                        ) : (
                          <IconCopy size={18} aria-hidden="true" />
                        )}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </UtilityCard>
  );
}
