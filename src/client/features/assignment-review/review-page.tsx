import { Alert, Badge, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { isNetworkError } from '#api-client/api-error.ts';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTextImageUrl } from '#client/state/use-text-image-url.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
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
  const format = useFormatters();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label={`Section ${section.chunkIndex + 1}`}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h3">
            Section {section.chunkIndex + 1}
          </Title>
          <Badge variant="outline" color="gray">
            {section.seconds === null ? 'No reading time' : `Read for ${format.readingTime(section.seconds)}`}
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
  const pupil = view.review?.pupil.name ?? view.review?.pupil.email ?? 'The pupil';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Review: {pupil}</Title>
        <Text c="dimmed">
          {view.text.title} by {view.text.author}
        </Text>
      </div>
      <ReviewFacts view={view} />
      {!view.review?.graded && (
        <Alert color="blue">
          This is a check: right and wrong are shown once {pupil} finishes. Until then you see what was chosen
          so far.
        </Alert>
      )}
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
  const query = useAssignmentReview(uuid);
  return (
    <Container size="md" py="lg">
      <Group gap="xs" mb="md">
        <ButtonLink to="/texts/$id/assignments" params={{ id: textId }} variant="subtle" size="sm" px="xs">
          Back to the assignments
        </ButtonLink>
      </Group>
      {query.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading the review" />
        </Center>
      )}
      {query.isError && (
        <Alert color={isNetworkError(query.error) ? 'yellow' : 'red'} role="alert">
          {isNetworkError(query.error)
            ? 'The review needs a connection. You are offline.'
            : 'This assignment was not found.'}
        </Alert>
      )}
      {query.data && !query.data.review && (
        <Alert color="yellow">This assignment is your own: open it from My Assignments to read it.</Alert>
      )}
      {query.data?.review && <Review view={query.data} />}
    </Container>
  );
}
