import { acceptCompletion, autocompletion } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorSelection, EditorState } from '@codemirror/state';
import {
  Decoration,
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { Box, useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';

export type EditorSchema = Record<string, string[]>;

type SqlEditorProps = {
  value: string;
  onChange: (value: string) => void;
  onRun: () => void;
  schema: EditorSchema;
  /** 1-based character position to highlight (an error), 0 for none. */
  errorPosition: number;
  label: string;
};

/** Light-mode colours with at least 4.5:1 contrast on white and on the active line's tint. */
const lightHighlight = HighlightStyle.define([
  { tag: tags.keyword, color: '#6d28d9' },
  { tag: [tags.string, tags.special(tags.string)], color: '#9a1b1b' },
  { tag: [tags.number, tags.bool, tags.null], color: '#0b6b3a' },
  { tag: tags.comment, color: '#5c6370', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.standard(tags.name)], color: '#1d4ed8' },
  { tag: tags.operator, color: '#374151' },
  { tag: tags.name, color: '#1f2328' },
  { tag: tags.invalid, color: '#b91c1c' },
]);

const darkHighlight = HighlightStyle.define([
  { tag: tags.keyword, color: '#c792ea' },
  { tag: [tags.string, tags.special(tags.string)], color: '#c3e88d' },
  { tag: [tags.number, tags.bool, tags.null], color: '#f78c6c' },
  { tag: tags.comment, color: '#8b949e', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.standard(tags.name)], color: '#82aaff' },
  { tag: tags.operator, color: '#89ddff' },
  { tag: tags.name, color: '#e6edf3' },
]);

const baseTheme = EditorView.theme({
  '&': {
    fontSize: '14px',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
  },
  '&.cm-focused': { outline: '2px solid var(--mantine-primary-color-filled)' },
  '.cm-content': { fontFamily: 'var(--mantine-font-family-monospace)', minHeight: '160px' },
  '.cm-gutters': {
    backgroundColor: 'var(--mantine-color-default)',
    color: 'var(--mantine-color-dimmed)',
    borderRight: '1px solid var(--mantine-color-default-border)',
  },
  // The default active-line tint is made for light backgrounds; in dark mode it washed out the
  // highlighted keywords (axe: colour contrast).
  '.cm-activeLine': { backgroundColor: 'var(--mantine-color-default-hover)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--mantine-color-default-hover)' },
  '.cm-error-mark': {
    textDecoration: 'underline wavy var(--mantine-color-red-6)',
    backgroundColor: 'var(--mantine-color-red-light)',
  },
});

function colorExtensions(dark: boolean) {
  return [
    EditorView.theme({}, { dark }),
    syntaxHighlighting(dark ? darkHighlight : lightHighlight),
  ];
}

/** The CodeMirror SQL editor: PostgreSQL mode, schema autocomplete, Ctrl/Cmd+Enter runs. */
export function SqlEditor({
  value,
  onChange,
  onRun,
  schema,
  errorPosition,
  label,
}: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onRun });
  callbacks.current = { onChange, onRun };
  const language = useRef(new Compartment());
  const colors = useRef(new Compartment());
  const errorMark = useRef(new Compartment());
  const dark = useComputedColorScheme('light') === 'dark';

  // The editor is created once; later prop changes are dispatched by the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once on mount
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                callbacks.current.onRun();
                return true;
              },
              preventDefault: true,
            },
            { key: 'Tab', run: acceptCompletion },
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          history(),
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          EditorView.lineWrapping,
          language.current.of(sql({ dialect: PostgreSQL, schema, upperCaseKeywords: false })),
          autocompletion({ activateOnTyping: true }),
          colors.current.of(colorExtensions(dark)),
          baseTheme,
          errorMark.current.of([]),
          placeholder('select ... from filings'),
          EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': 'sql-editor' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: language.current.reconfigure(
        sql({ dialect: PostgreSQL, schema, upperCaseKeywords: false }),
      ),
    });
  }, [schema]);

  useEffect(() => {
    view.current?.dispatch({ effects: colors.current.reconfigure(colorExtensions(dark)) });
  }, [dark]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const length = editor.state.doc.length;
    if (errorPosition <= 0 || length === 0) {
      editor.dispatch({ effects: errorMark.current.reconfigure([]) });
      return;
    }
    const from = Math.min(errorPosition - 1, length - 1);
    const word = /^[\w$"]+/.exec(editor.state.doc.sliceString(from, Math.min(length, from + 64)));
    const to = Math.min(length, from + Math.max(1, word?.[0].length ?? 1));
    const mark = Decoration.mark({
      class: 'cm-error-mark',
      attributes: { 'data-testid': 'sql-error-mark' },
    });
    editor.dispatch({
      effects: errorMark.current.reconfigure(
        EditorView.decorations.of(Decoration.set([mark.range(from, to)])),
      ),
      selection: EditorSelection.cursor(from),
      scrollIntoView: true,
    });
  }, [errorPosition]);

  return <Box ref={host} data-error-position={errorPosition || undefined} />;
}
