import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import {
  type ChangeEvent,
  type ComponentProps,
  type DragEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { MAX_UPLOAD_BYTES } from '#contract/import/filing-upload.ts';
import { type FolderFiles, filesOfChosenFolder, filesOfDrop } from './folder-files.ts';

const ACCEPT = '.pdf,.zip,application/pdf,application/zip';

/**
 * A button choosing a folder: a hidden file input with `webkitdirectory` (every current browser
 * has it; React does not know the attribute, so it is set on the element).
 */
function ChooseFolder({ onFiles }: { onFiles: (files: FolderFiles) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.setAttribute('webkitdirectory', '');
  }, []);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(filesOfChosenFolder([...(event.currentTarget.files ?? [])]));
    event.currentTarget.value = '';
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        onChange={onChange}
        data-testid="upload-folder-input"
        aria-hidden
        tabIndex={-1}
      />
      <Button variant="default" onClick={() => input.current?.click()}>
        Choose a folder
      </Button>
    </>
  );
}

/**
 * Where files are dropped or chosen (the buttons are the keyboard's way in): PDFs, zips of one
 * filing's documents, or a folder of them (its .pdf and .zip files, as the command line takes a
 * folder).
 */
export function DropArea({
  onFiles,
  busy,
}: {
  onFiles: (files: FolderFiles) => void;
  busy: boolean;
}) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void filesOfDrop(event.dataTransfer).then(onFiles);
  };
  return (
    <Paper
      withBorder
      p="xl"
      radius="md"
      data-testid="upload-drop-area"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Stack align="center" gap="xs" ta="center">
        <IconFileUpload size={40} stroke={1.4} aria-hidden />
        <Text fw={500}>Drop filing PDFs, zips or a folder of them here</Text>
        <Text size="sm">
          Each PDF is one filing; a zip holds one filing&apos;s documents, as SERFF Filing Access
          delivers them; a folder gives its .pdf and .zip files. At most{' '}
          {MAX_UPLOAD_BYTES / 1024 / 1024} MB per file.
        </Text>
        <Group gap="sm" mt="xs" justify="center">
          <FileButton
            onChange={(files) => onFiles({ files, leftOut: 0 })}
            accept={ACCEPT}
            multiple
            inputProps={{ 'data-testid': 'upload-files-input' } as ComponentProps<'input'>}
          >
            {(props) => (
              <Button {...props} variant="light">
                {busy ? 'Add more files' : 'Choose files'}
              </Button>
            )}
          </FileButton>
          <ChooseFolder onFiles={onFiles} />
        </Group>
      </Stack>
    </Paper>
  );
}
