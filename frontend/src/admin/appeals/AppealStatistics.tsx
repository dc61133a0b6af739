import { APPEAL_KINDS, APPEAL_STATUSES } from '@lyceum/contract/appeal';
import type { AppealStatistics as Statistics } from '@lyceum/contract/api/appeal-inbox';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { BackIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { useAdmin, useFailureText } from '../api/hooks';
import { errorText } from '../messages/errorText';
import { useUiLang } from '../messages/useUiLang';
import { screenUrl } from '../screens';
import { Button, Card, FieldLabel, HintText, Row } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
import { appealDownloads, appealsApi } from './appealsApi';
import { FactList } from './parts';
import { formatShare, readYear, yearChoices } from './statistics';

/**
 * A table of figures keeps its columns: where the page is too narrow for them (a phone), it scrolls sideways in its
 * own box, which the keyboard reaches and its caption names; the page itself never does.
 */
const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;
/**
 * Whether the box scrolls sideways now: only then is it a stop of the keyboard's (a box that scrolls must be reached,
 * one that does not must not be: axe and IBM's checker each hold one of the two).
 */
function useScrollsSideways<E extends HTMLElement>() {
  const box = useRef<E>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, scrolls };
}

const Figures = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption {
    text-align: start;
  }
  caption > * {
    margin: 0 0 0.5rem;
  }
  th,
  td {
    padding: 0.45rem 0.6rem;
    border-bottom: 1px solid ${theme.border};
    white-space: nowrap;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: start;
  }
  th[scope='row'] {
    font-weight: 400;
  }
  thead th {
    background: ${theme.surface};
  }
  tfoot th[scope='row'],
  tfoot td {
    font-weight: 700;
    border-top: 2px solid ${theme.border};
  }
`;
/** The kinds' and the statuses' tables side by side where there is room, one under the other where not. */
const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  > * {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;
/** A figure that heads its card: the share answered on time, the appeals received. */
const Big = styled.p`
  font-size: 2.25rem;
  font-weight: 700;
  line-height: 1.1;
  margin: 0 0 0.5rem;
  color: ${theme.greenDark};
`;

/** A line of a figures' table: its name (the row's header), then its figures. */
interface Line {
  name: string;
  cells: (string | number)[];
}

function FigureTable({
  caption,
  heading: Heading,
  columns,
  lines,
  total,
  testId,
}: {
  caption: string;
  heading: 'h2' | 'h3';
  columns: string[];
  lines: Line[];
  total?: Line;
  testId: string;
}) {
  const id = useId();
  const { box, scrolls } = useScrollsSideways<HTMLDivElement>();
  const row = (line: Line) => (
    <tr key={line.name}>
      <th scope="row">{line.name}</th>
      {line.cells.map((cell, at) => (
        <td key={at}>{cell}</td>
      ))}
    </tr>
  );
  return (
    <Scroll ref={box} role="region" aria-labelledby={id} tabIndex={scrolls ? 0 : undefined}>
      <Figures data-testid={testId}>
        <caption id={id}>
          <Heading>{caption}</Heading>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{lines.map(row)}</tbody>
        {total && <tfoot>{row(total)}</tfoot>}
      </Figures>
    </Scroll>
  );
}

/** Answered on time / due, as the month table and its total show it. */
const onTimeOfDue = ({ timeliness }: Pick<Statistics, 'timeliness'>) => `${timeliness.onTime} / ${timeliness.due}`;

/**
 * /protected/appeals/statistics, the director's figures (docs/appeals.md, "Statistics"; administrators only): a year's
 * appeals by kind, by status and by month, and the share answered on time; the year in the address (`?year=2026`, the
 * current one when left out), the same figures as CSV headed in the admin's language.
 */
export function AppealStatistics() {
  const { lang, t: all } = useUiLang();
  const t = all.appealStatistics;
  const names = all.appeals;
  const [params, setParams] = useSearchParams();
  const asked = readYear(params);
  const { data } = useAdmin(appealsApi.statistics(asked), useFailureText());
  const year = asked ?? data?.year;
  // While another year loads, the picker keeps its place (and its focus) with the year asked for.
  const years = yearChoices(data?.years ?? [], year);
  const [saving, setSaving] = useState(false);

  const downloadCsv = async (of: number) => {
    setSaving(true);
    try {
      await appealDownloads.statistics(of, lang);
    } catch (error) {
      toast.error(errorText(lang, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="appeal-statistics">
      <PageHeader title={t.title} link={{ to: screenUrl('appeals'), label: names.back, Icon: BackIcon }} />
      <p>{t.intro}</p>
      <Row style={{ marginBottom: '1.5rem' }}>
        {year !== undefined && (
          <FieldLabel style={{ flex: '0 1 10rem' }}>
            {t.year}
            <select
              aria-label={t.year}
              data-testid="statistics-year"
              value={year}
              onChange={(event) => setParams({ year: event.target.value }, { replace: true })}
            >
              {years.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </FieldLabel>
        )}
        <Button
          type="button"
          $variant="secondary"
          data-testid="statistics-csv"
          disabled={!data || saving}
          onClick={() => {
            if (data) void downloadCsv(data.year);
          }}
        >
          {t.csv}
        </Button>
      </Row>
      {data && <YearFigures statistics={data} />}
    </div>
  );
}

function YearFigures({ statistics }: { statistics: Statistics }) {
  const { lang, t: all } = useUiLang();
  const t = all.appealStatistics;
  const names = all.appeals;
  const { timeliness } = statistics;
  return (
    <>
      <Card aria-labelledby="statistics-on-time" data-testid="statistics-on-time">
        <h2 id="statistics-on-time">{t.onTime}</h2>
        <Big>{formatShare(timeliness.share, lang)}</Big>
        <p>{timeliness.share === null ? t.noneDue : t.onTimeOf(timeliness.onTime, timeliness.due)}</p>
        <FactList
          items={[
            [t.late, timeliness.late],
            [t.overdue, timeliness.overdue],
          ]}
        />
        <p>
          <HintText>{t.onTimeHint}</HintText>
        </p>
      </Card>

      <Card aria-labelledby="statistics-received">
        <h2 id="statistics-received">{t.received}</h2>
        <Big>{statistics.received}</Big>
        <Pair>
          <FigureTable
            testId="statistics-by-kind"
            caption={t.byKind}
            heading="h3"
            columns={[names.kind, t.count]}
            lines={APPEAL_KINDS.map((kind) => ({ name: names.kinds[kind], cells: [statistics.byKind[kind]] }))}
          />
          <FigureTable
            testId="statistics-by-status"
            caption={t.byStatus}
            heading="h3"
            columns={[names.status, t.count]}
            lines={APPEAL_STATUSES.map((status) => ({ name: names.statuses[status], cells: [statistics.byStatus[status]] }))}
          />
        </Pair>
      </Card>

      <Card>
        <FigureTable
          testId="statistics-months"
          caption={t.byMonth}
          heading="h2"
          columns={[t.month, t.receivedColumn, ...APPEAL_KINDS.map((kind) => names.kinds[kind]), t.onTimeColumn]}
          lines={statistics.months.map((month) => ({
            // `YYYY-MM`: its month's name in the admin's language.
            name: t.months[Number(month.month.slice(5, 7)) - 1] ?? month.month,
            cells: [month.received, ...APPEAL_KINDS.map((kind) => month.byKind[kind]), onTimeOfDue(month)],
          }))}
          total={{
            name: t.total,
            cells: [statistics.received, ...APPEAL_KINDS.map((kind) => statistics.byKind[kind]), onTimeOfDue(statistics)],
          }}
        />
      </Card>
    </>
  );
}
