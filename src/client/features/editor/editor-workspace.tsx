import { Grid, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useOnline } from '#client/state/use-online.ts';
import { clampSection } from './chunk-edits.ts';
import { EditorHeader } from './editor-header.tsx';
import { EditorSearch } from './editor-search.tsx';
import { OfflineEditorNotice } from './offline-editor-notice.tsx';
import { QuestionForm } from './question-form.tsx';
import { QuestionsSidebar } from './questions-sidebar.tsx';
import { SectionPagination } from './section-pagination.tsx';
import { SectionView } from './section-view.tsx';
import { SEARCH_MIN_LENGTH, searchParagraphs } from './text-search.ts';
import { useEditorActions } from './use-editor-actions.ts';
import type { EditorTextState, useEditorText } from './use-editor-text.ts';
import { useOpenAtQuestion } from './use-open-at-question.ts';
import { useQuestionGeneration } from './use-question-generation.ts';
import { useQuestionWriter } from './use-question-writer.ts';
import { useSectionQuestions } from './use-section-questions.ts';

type ReadyState = Extract<EditorTextState, { status: 'ready' }>;

interface EditorWorkspaceProps {
  textId: number;
  editor: ReturnType<typeof useEditorText>;
  state: ReadyState;
  /** Open at the section of this question (a link from a text's results). */
  questionId?: number;
}

/** The loaded editor: header, search, the current section with its pagination, and its questions. */
export function EditorWorkspace({ textId, editor, state, questionId }: EditorWorkspaceProps) {
  const online = useOnline();
  const [position, setPosition] = useState(0);
  const [query, setQuery] = useState('');
  const sections = state.sections;
  const current = clampSection(position, sections.length);
  const section = sections[current];
  const questions = useSectionQuestions(textId, section);
  useOpenAtQuestion(questionId, questions.state, sections, setPosition);
  const generation = useQuestionGeneration(textId, questions.reload);
  const actions = useEditorActions({
    textId,
    editSections: editor.editSections,
    reloadQuestions: questions.reload,
    forgetQuestion: questions.forget,
  });
  const writer = useQuestionWriter(textId, questions.reload);
  const matches = useMemo(() => searchParagraphs(sections, query), [sections, query]);
  const highlight = query.trim().length >= SEARCH_MIN_LENGTH ? query.trim() : '';

  useEffect(() => questions.setPaused(generation.running), [questions.setPaused, generation.running]);

  return (
    <>
      <EditorHeader
        text={state.text}
        textStatus={state.textStatus}
        dirty={state.dirty}
        saving={editor.saving}
        online={online}
        onStatusChange={editor.setTextStatus}
        onSave={editor.saveChanges}
      />
      {!online && <OfflineEditorNotice />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <EditorSearch
              query={query}
              matches={matches}
              sections={sections}
              onQueryChange={setQuery}
              onJump={setPosition}
            />
            <SectionPagination total={sections.length} current={current} onChange={setPosition} />
            {section && (
              <SectionView
                section={section}
                position={current}
                total={sections.length}
                highlight={highlight}
                online={online}
                onDeleteSection={() => actions.removeSection(current)}
                onSaveParagraph={actions.saveParagraph}
                onDeleteParagraph={actions.removeParagraph}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <QuestionsSidebar
            state={questions.state}
            language={state.text.language}
            questions={questions.ofSection}
            online={online}
            sectionBusy={generation.sectionBusy}
            queued={generation.queued}
            regenerating={writer.regenerating}
            onWrite={writer.startNew}
            onEdit={writer.startEdit}
            onRegenerate={writer.regenerate}
            onDelete={actions.removeQuestion}
            onGenerateSection={() => section && generation.generateSection(section.chunk_index)}
            onGenerateAll={generation.generateAll}
          />
        </Grid.Col>
      </Grid>
      {writer.writing && section && (
        <QuestionForm
          question={writer.writing.question}
          paragraphs={section.paragraphs}
          onCancel={writer.cancel}
          onSubmit={writer.save}
        />
      )}
    </>
  );
}
