import { Alert, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isNetworkError } from '#api-client/api-error.ts';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useTextImageUrl } from '#client/state/use-text-image-url.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { ScreenLoader } from '#client/ui/screen-loader.tsx';
import { TextPicture } from '#client/ui/text-picture.tsx';
import type { AssignmentView } from '#contract/reading.ts';
import type { TextImage } from '#contract/texts.ts';
import { ReviewFacts } from './review-facts.tsx';
import { ReviewQuestion } from './review-question.tsx';
import { type ReviewSection, reviewSections } from './review-sections.ts';
import { useAssignmentReview } from './use-assignment-review.ts';

/** A picture book's picture, smaller than in the reader: the teacher reviews the answers beside it. */
function ReviewPicture({ image }: { image: TextImage }) {
  return <TextPicture image={image} url={useTextImageUrl(image.src)} maxWidth={360} />;
}

function SectionCard({ section, pupil }: { section: ReviewSection; pupil: string }) {
  const { t } = useTranslation('review');
  const format = useFormatters();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label={t('section', { number: section.chunkIndex + 1 })}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h3">
            {t('section', { number: section.chunkIndex + 1 })}
          </Title>
          <Badge variant="outline" color="gray">
            {section.seconds === null
              ? t('noReadingTime')
              : t('readFor', { time: format.readingTime(section.seconds) })}
          </Badge>
        </Group>
        {section.paragraphs.map((paragraph) => (
          <Stack key={paragraph.id} gap="xs">
            {paragraph.images?.map((image, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's pictures never move, and one may be shown twice
              <ReviewPicture key={`${image.src}#${index}`} image={image} />
            ))}
            <Text component="p" m={0}>
              {paragraph.content}
            </Text>
          </Stack>
        ))}
        {section.questions.map((entry) => (
          <ReviewQuestion key={entry.question.id} entry={entry} pupil={pupil} />
        ))}
      </Stack>
    </Card>
  );
}

function Review({ view }: { view: AssignmentView }) {
  const { t } = useTranslation('review');
  const pupil = view.review?.pupil.name ?? view.review?.pupil.email ?? t('thePupil');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title', { pupil })}</Title>
        <Text c="dimmed">{t('titleBy', { title: view.text.title, author: view.text.author })}</Text>
      </div>
      <ReviewFacts view={view} />
      {!view.review?.graded && <Alert color="blue">{t('checkNotice', { pupil })}</Alert>}
      {reviewSections(view).map((section) => (
        <SectionCard key={section.chunkIndex} section={section} pupil={pupil} />
      ))}
    </Stack>
  );
}

/**
 * /texts/{id}/assignments/{uuid}: the owner's read-only review of a pupil's work (docs/product.md
 * §2). Nothing here answers, accepts or finishes, and nothing is queued: it only reads.
 */
export function ReviewPage({ textId, uuid }: { textId: string; uuid: string }) {
  // 'ui' too: the answer marks say their words from it.
  const { t } = useTranslation(['review', 'ui']);
  const query = useAssignmentReview(uuid);
  return (
    <Container size="md" py="lg">
      <Group gap="xs" mb="md">
        <ButtonLink to="/texts/$id/assignments" params={{ id: textId }} variant="subtle" size="sm" px="xs">
          {t('back')}
        </ButtonLink>
      </Group>
      {query.isPending && <ScreenLoader label={t('loading')} />}
      {query.isError && (
        <Alert color={isNetworkError(query.error) ? 'yellow' : 'red'} role="alert">
          {isNetworkError(query.error) ? t('offline') : t('notFound')}
        </Alert>
      )}
      {query.data && !query.data.review && <Alert color="yellow">{t('ownAssignment')}</Alert>}
      {query.data?.review && <Review view={query.data} />}
    </Container>
  );
}
