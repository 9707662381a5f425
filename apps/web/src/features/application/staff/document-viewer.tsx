import { Alert, Anchor, Badge, Group, Loader, Text } from '@mantine/core';
import type { StaffDocument } from '@school/domain/staff/contracts/get-application';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffDocumentFileUrl } from './api/application-staff-urls';
import classes from './document-viewer.module.css';

type Shown = { state: 'loading' } | { state: 'error' } | { state: 'ready'; url: string; type: string };

/** The file's kind for the viewer, by its stored content type. */
export function viewerKind(document: Pick<StaffDocument, 'contentType' | 'encrypted' | 'hasFile'>) {
  if (!document.hasFile) return 'none';
  if (document.encrypted) return 'encrypted';
  if (document.contentType === 'application/pdf') return 'pdf';
  if (document.contentType?.startsWith('image/')) return 'image';
  return 'other';
}

/**
 * The document's file in the page: a PDF in the browser's viewer, an image as it is (the file is
 * fetched and shown from memory: the server always sends it as an attachment). An encrypted file
 * cannot be read here (the school's private key stays offline): marked as such and downloadable.
 */
export function DocumentViewer({ document }: { document: StaffDocument }) {
  const { t } = useTranslation('staff');
  const kind = viewerKind(document);
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  const url = staffDocumentFileUrl(document.id);

  useEffect(() => {
    if (kind !== 'pdf' && kind !== 'image') return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setShown({ state: 'loading' });
    fetch(url, { credentials: 'same-origin', signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        const type = kind === 'pdf' ? 'application/pdf' : (document.contentType ?? blob.type);
        objectUrl = URL.createObjectURL(new Blob([blob], { type }));
        setShown({ state: 'ready', url: objectUrl, type });
      })
      .catch(() => {
        if (!controller.signal.aborted) setShown({ state: 'error' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, kind, document.contentType]);

  const download = (
    <Anchor href={url} download={document.fileName ?? undefined} underline="always">
      {t('documents.download', { name: document.fileName ?? document.name })}
    </Anchor>
  );

  if (kind === 'none') return <Text c="dimmed">{t('documents.noFile')}</Text>;
  if (kind === 'encrypted' || kind === 'other') {
    return (
      <Alert color={kind === 'encrypted' ? 'violet' : 'gray'}>
        <Group gap="xs" mb={4}>
          {kind === 'encrypted' && (
            <Badge variant="light" color="violet.9">
              {t('documents.encrypted')}
            </Badge>
          )}
          <Text size="sm">
            {kind === 'encrypted' ? t('documents.encryptedText') : t('documents.noPreview')}
          </Text>
        </Group>
        {download}
      </Alert>
    );
  }
  return (
    <div className={classes.viewer}>
      {shown.state === 'loading' && <Loader role="progressbar" aria-label={t('table.loading')} />}
      {shown.state === 'error' && <Text c="red">{t('documents.fileError')}</Text>}
      {shown.state === 'ready' &&
        (kind === 'pdf' ? (
          <iframe
            className={classes.frame}
            src={shown.url}
            title={t('documents.viewer', { name: document.name })}
          />
        ) : (
          <img
            className={classes.image}
            src={shown.url}
            alt={t('documents.viewer', { name: document.name })}
          />
        ))}
      <div>{download}</div>
    </div>
  );
}
