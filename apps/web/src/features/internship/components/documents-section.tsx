import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import type { InternshipResponse, StageDocument } from '@school/domain/internship/contracts/internship';
import { STAGE_FIXED_LINKS, type StageFixedLinkId } from '@school/domain/internship/stage';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/external-link';
import { externalUrl } from '../../../config/links';
import { useLocale } from '../../../hooks/use-locale';
import { useAppConfig } from '../../../lib/app-config';
import { useErrorText } from '../../../lib/error-text';
import { useDownloadStageDocument } from '../api/download-document';

const FIXED_LINK_IDS = new Set<string>(STAGE_FIXED_LINKS.map((link) => link.id));
const isFixedLinkId = (id: string): id is StageFixedLinkId => FIXED_LINK_IDS.has(id);

/**
 * Documents (status 0 or more): "downloadable files and links, plus 'For any doubts contact the
 * student secretariat'. The list adds two fixed external links, 'Modulo di Adesione' and 'FAQ
 * Cliente'" (their addresses: the link table, in the page's language).
 */
export function DocumentsSection({ area }: { area: InternshipResponse }) {
  const { t } = useTranslation('internship');
  const locale = useLocale();
  const { data: config } = useAppConfig();
  const download = useDownloadStageDocument();
  const errorText = useErrorText();

  return (
    <Stack gap="sm">
      {area.documents.length === 0 && <Text c="gray.7">{t('documents.none')}</Text>}
      <List spacing="xs" listStyleType="none" pl={0}>
        {area.documents.map((document) => (
          <List.Item key={document.id} icon={<IconFileText size={18} aria-hidden="true" />}>
            <DocumentButton
              document={document}
              isDownloading={download.isPending && download.variables?.id === document.id}
              onDownload={() => download.mutate(document)}
            />
          </List.Item>
        ))}
        {area.fixedLinks
          .filter((link) => isFixedLinkId(link.id))
          .map((link) => (
            <List.Item key={link.id} data-link={link.id}>
              <ExternalLink href={externalUrl(link.id as StageFixedLinkId, locale)}>
                {link.label}
              </ExternalLink>
            </List.Item>
          ))}
      </List>
      {download.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(download.error)}
        </Alert>
      )}
      <Text size="sm">
        {t('documents.contact')}
        {config?.secretariatEmail && (
          <>
            {': '}
            <Anchor href={`mailto:${config.secretariatEmail}`}>{config.secretariatEmail}</Anchor>
          </>
        )}
      </Text>
    </Stack>
  );
}

function DocumentButton({
  document,
  isDownloading,
  onDownload,
}: {
  document: StageDocument;
  isDownloading: boolean;
  onDownload: () => void;
}) {
  const { t } = useTranslation('internship');
  return (
    <Button
      variant="subtle"
      c="teal.9"
      size="compact-md"
      px={4}
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={isDownloading}
      onClick={onDownload}
      aria-label={t('documents.download', { name: document.name })}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' }, root: { height: 'auto' } }}
    >
      {document.name}
    </Button>
  );
}
