import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CandidateDocument } from '@school/domain/candidate/contracts/list-documents';
import type { UploadDocumentResponse } from '@school/domain/candidate/contracts/upload-document';
import { canUpload, DOCUMENT_STATUS } from '@school/domain/candidate/documents';
import { IconCircleCheck, IconCircleX, IconHourglassHigh, IconLock, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { useErrorText } from '../../../lib/error-text';
import { OVERVIEW_QUERY_KEY } from '../api/get-overview';
import { DOCUMENTS_QUERY_KEY, documentFileUrl, useDocuments } from '../api/list-documents';
import { documentTypeText } from '../utils/value-labels';
import { StatusLabel } from './status-label';
import { UploadDocumentDialog } from './upload-document-dialog';

const STATUS_LOOKS = {
  [DOCUMENT_STATUS.requested]: { tone: 'orange', icon: IconUpload },
  [DOCUMENT_STATUS.awaitingValidation]: { tone: 'blue', icon: IconHourglassHigh },
  [DOCUMENT_STATUS.validated]: { tone: 'green', icon: IconCircleCheck },
  [DOCUMENT_STATUS.refused]: { tone: 'red', icon: IconCircleX },
} as const;

const STATUS_KEYS = {
  [DOCUMENT_STATUS.requested]: 'requested',
  [DOCUMENT_STATUS.awaitingValidation]: 'awaitingValidation',
  [DOCUMENT_STATUS.validated]: 'validated',
  [DOCUMENT_STATUS.refused]: 'refused',
} as const;

/**
 * Documenti: "Document table with upload button (only for documents with Stato Richiesto)": type
 * (without the prefix before an underscore), name, due date, upload date, status, note, refusal
 * reason, the uploaded file. After an upload the table and the status bar are read again.
 */
export function DocumentsTab() {
  const { t } = useTranslation(['candidate', 'common']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const documentsQuery = useDocuments();
  const [uploading, setUploading] = useState<CandidateDocument | null>(null);

  if (documentsQuery.isPending) return <Loader aria-label={t('loading')} />;
  if (documentsQuery.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(documentsQuery.error)}
      </Alert>
    );
  }

  const handleUploaded = async ({ document }: UploadDocumentResponse) => {
    setUploading(null);
    notifications.show({
      color: 'green.9',
      message: t('upload.success', { name: document.name }),
      closeButtonProps: { 'aria-label': t('common:close') },
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: OVERVIEW_QUERY_KEY }),
    ]);
  };

  const columns: DataColumn<CandidateDocument>[] = [
    {
      id: 'type',
      header: t('documents.columns.type'),
      cell: (d) => ({ format: 'text', value: documentTypeText(t, d.type) }),
    },
    {
      id: 'name',
      header: t('documents.columns.name'),
      cell: (d) =>
        d.mustEncrypt ? (
          <span>
            {d.name}
            <StatusLabel icon={IconLock} tone="blue" label={t('documents.encrypted')} />
          </span>
        ) : (
          { format: 'text', value: d.name }
        ),
    },
    {
      id: 'dueDate',
      header: t('documents.columns.dueDate'),
      cell: (d) => ({ format: 'date', value: d.dueDate }),
    },
    {
      id: 'uploadedAt',
      header: t('documents.columns.uploadedAt'),
      cell: (d) => ({ format: 'datetime', value: d.uploadedAt }),
    },
    {
      id: 'status',
      header: t('documents.columns.status'),
      cell: (d) => (
        <StatusLabel
          {...STATUS_LOOKS[d.status]}
          label={t(`documents.statuses.${STATUS_KEYS[d.status]}`)}
          data-status={d.status}
        />
      ),
    },
    { id: 'note', header: t('documents.columns.note'), cell: (d) => ({ format: 'html', value: d.note }) },
    {
      id: 'refusalReason',
      header: t('documents.columns.refusalReason'),
      cell: (d) => ({ format: 'html', value: d.refusalReason }),
    },
    {
      id: 'file',
      header: t('documents.columns.file'),
      cell: (d) => ({
        format: 'link',
        value:
          d.fileName && d.uploadedAt
            ? { href: documentFileUrl(d.id), label: d.fileName, download: true }
            : null,
      }),
    },
    {
      id: 'actions',
      header: t('documents.columns.actions'),
      cell: (d) =>
        canUpload(d) ? (
          <Button
            size="xs"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={() => setUploading(d)}
            aria-label={t('documents.uploadFor', { name: d.name })}
          >
            {t('documents.upload')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Text>{t('documents.intro')}</Text>
      <DataTable
        caption={t('documents.caption')}
        columns={columns}
        rows={documentsQuery.data.items}
        rowKey={(d) => d.id}
        empty={t('documents.empty')}
      />
      <UploadDocumentDialog
        document={uploading}
        onClose={() => setUploading(null)}
        onUploaded={handleUploaded}
      />
    </Stack>
  );
}
