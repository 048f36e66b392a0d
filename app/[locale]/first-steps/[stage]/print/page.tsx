import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Worksheet } from '@/components/firstSteps/Worksheet';
import { firstStepsStrings } from '@/components/firstSteps/strings';
import { findStage, stages } from '@/lib/firstSteps/stages';
import { worksheetLevels } from '@/lib/firstSteps/worksheet';
import { getI18n } from '@/lib/i18n/server';
import { isLocale, locales } from '@/lib/languages';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => stages.map((stage) => ({ locale, stage: stage.id })));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/first-steps/[stage]/print'>): Promise<Metadata> {
  const { locale, stage: id } = await params;
  const stage = findStage(id);
  if (!isLocale(locale) || !stage) return {};
  return { title: firstStepsStrings[locale].printTitle.replace('{{stage}}', stage.text[locale].title) };
}

// A stage as a worksheet to print for a class (the coach's "print this stage").
export default async function StageWorksheet({ params }: PageProps<'/[locale]/first-steps/[stage]/print'>) {
  const { locale, stage: id } = await params;
  const stage = findStage(id);
  if (!isLocale(locale) || !stage) notFound();
  return (
    <Worksheet
      title={stage.text[locale].title}
      levels={worksheetLevels(stage, locale)}
      s={firstStepsStrings[locale]}
      t={getI18n(locale).t}
      back={`/${locale}/first-steps/?stage=${stage.id}`}
    />
  );
}
