import { Anchor, Button, Group, Input, Stack, Text, Title } from '@mantine/core';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { acceptAttribute, formatFileSizeMb, formatUploadLimit } from '@school/domain/shared/uploads';
import type { StaffProduct, StaffProductFile } from '@school/domain/shop/contracts/staff-shop';
import { PRODUCT_FILE_TYPES, PRODUCT_FILES_MAX, type ProductFileKind } from '@school/domain/shop/products';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../components/console/list-page';
import { RecordSection } from '../../../components/console/record-page';
import { FilePicker } from '../../../components/file-picker';
import { useLocale } from '../../../hooks/use-locale';
import { UploadStatus } from '../../../lib/upload-status';
import { useUpload } from '../../../lib/use-upload';
import { useRefreshShop } from '../api/shop-keys';
import { useDeleteProductFile } from './api/delete-product-file';
import { uploadProductFile } from './api/upload-product-file';
import classes from './shop-staff.module.css';

/**
 * A product's files, each kind in its order: the carousel's images (JPEG, PNG, WebP) with their
 * thumbnails and the technical sheet's PDFs; upload one (through the one upload path: checked in
 * the browser, then by the server) or delete one (its stored file goes after the commit).
 */
export function ProductFiles({ product }: { product: StaffProduct }) {
  const { t } = useTranslation('shop');
  const remove = useDeleteProductFile(product.id);
  const deletion = useConfirmDelete<StaffProductFile>({
    mutation: remove,
    variables: (file) => file.id,
    title: (file) => t('staff.files.deleteOf', { name: file.filename }),
    text: t('staff.files.deleteText'),
    confirmLabel: t('staff.files.delete'),
    cancelLabel: t('staff.cancel'),
  });
  return (
    <RecordSection id="product-files" title={t('staff.files.title')}>
      <Stack gap="lg">
        {deletion.problem}
        {(['image', 'sheet'] as const).map((kind) => (
          <FilesOfKind
            key={kind}
            product={product}
            kind={kind}
            files={product.files.filter((f) => f.kind === kind)}
            onDelete={deletion.ask}
          />
        ))}
      </Stack>
      {deletion.dialog}
    </RecordSection>
  );
}

function FilesOfKind({
  product,
  kind,
  files,
  onDelete,
}: {
  product: StaffProduct;
  kind: ProductFileKind;
  files: StaffProductFile[];
  onDelete: (file: StaffProductFile) => void;
}) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const upload = useUpload();
  const refresh = useRefreshShop();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const allowed = PRODUCT_FILE_TYPES[kind];
  const full = files.length >= PRODUCT_FILES_MAX;
  const headingId = `${inputId}-title`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    if (chosen) await upload.check(chosen, allowed);
    else upload.clear();
  };

  const send = async () => {
    if (!file) return;
    const saved = await upload.upload(file, {
      allowed,
      send: (body, options) => uploadProductFile(product.id, kind, body, options),
    });
    if (saved) {
      setFile(null);
      if (input.current) input.current.value = '';
      await refresh();
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t(`staff.files.kinds.${kind}`)}
      </Title>
      {files.length === 0 ? (
        <Text size="sm">{t(`staff.files.none.${kind}`)}</Text>
      ) : kind === 'image' ? (
        <ul className={classes.thumbnails}>
          {files.map((f) => (
            <li key={f.id} className={classes.thumbnail}>
              <img src={f.url} alt={f.filename} width={96} height={96} loading="lazy" />
              <Text size="xs" className={classes.fileName}>
                {f.filename}
              </Text>
              <DeleteFileButton file={f} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={classes.sheets}>
          {files.map((f) => (
            <li key={f.id}>
              <Group gap="xs">
                <Anchor href={f.url} download={f.filename}>
                  {f.filename}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {formatFileSizeMb(f.size, locale)}
                </Text>
                <DeleteFileButton file={f} onDelete={onDelete} />
              </Group>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <Text size="sm">{t('staff.files.full', { max: PRODUCT_FILES_MAX })}</Text>
      ) : (
        <Group align="flex-end" gap="sm">
          <Input.Wrapper
            label={t(`staff.files.choose.${kind}`)}
            description={t(`staff.files.accepted.${kind}`, {
              max: formatUploadLimit(UPLOAD_MAX_BYTES, locale),
            })}
            id={inputId}
          >
            <FilePicker
              ref={input}
              id={inputId}
              accept={acceptAttribute(allowed)}
              onChange={choose}
              disabled={upload.isBusy}
              fileName={file?.name}
            />
          </Input.Wrapper>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={send}
            disabled={!file || !upload.canSend}
            loading={upload.phase === 'preparing' || upload.phase === 'uploading'}
          >
            {t('staff.files.upload')}
          </Button>
        </Group>
      )}
      <UploadStatus state={upload.state} label={t(`staff.files.kinds.${kind}`)} />
    </Stack>
  );
}

/** A file's delete button, under a picture or beside a sheet (asks first, through `onDelete`). */
function DeleteFileButton({
  file,
  onDelete,
}: {
  file: StaffProductFile;
  onDelete: (file: StaffProductFile) => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={() => onDelete(file)}
      aria-label={t('staff.files.deleteOf', { name: file.filename })}
    >
      {t('staff.files.delete')}
    </Button>
  );
}
