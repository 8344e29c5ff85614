/**
 * One weekly series drawn with uPlot (decision 0047: small, canvas, well kept), as bars or a line. This module is the
 * only one that imports the library and is loaded lazily by the dashboard's trend section, so no other page downloads
 * it. The canvas is hidden from assistive technology: the section shows the same numbers as a table.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import { theme } from '@akademi-siber/ui-design-system';

export interface WeeklyChartProps {
  /** Short week labels, one per point ("16 Nov"). */
  labels: readonly string[];
  values: readonly number[];
  kind: 'bars' | 'line';
  /** The series' name in the hover read-out ("Materi selesai"). */
  name: string;
}

const HEIGHT = 220;
/** Room each x label needs; with many weeks only every n-th is written. */
const LABEL_SPACE = 64;

// The parts of uPlot's own stylesheet the chart needs (legend off), kept here so no CSS file is loaded.
const Frame = styled.div`
  position: relative;
  width: 100%;
  min-height: ${HEIGHT}px;

  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    width: 100%;
    font-family: ${theme.fonts.ui};
    line-height: 1.5;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .u-select {
    position: absolute;
    pointer-events: none;
    background: rgba(0, 0, 0, 0.07);
  }
  .u-cursor-x,
  .u-cursor-y {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${theme.colors.textMuted};
  }
  .u-hz .u-cursor-y {
    width: 100%;
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    pointer-events: none;
  }
  .u-off {
    display: none;
  }
`;

const ReadOut = styled.p`
  min-height: 1.5em;
  margin: 0.25rem 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

function options(props: WeeklyChartProps, width: number, readOut: HTMLElement | null): uPlot.Options {
  const { labels, kind, name } = props;
  const color = kind === 'bars' ? theme.colors.primary : theme.colors.accent;
  const every = Math.max(1, Math.ceil((labels.length * LABEL_SPACE) / Math.max(width, 1)));
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: kind === 'line' } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    axes: [
      {
        stroke: theme.colors.textMuted,
        grid: { show: false },
        splits: () => labels.map((_label, index) => index).filter((index) => index % every === 0),
        values: (_u, splits) => splits.map((index) => labels[index] ?? ''),
      },
      {
        stroke: theme.colors.textMuted,
        grid: { stroke: theme.colors.border, width: 1 },
        // Whole numbers only: these are counts.
        splits: (_u, _axis, min, max) => {
          const step = Math.max(1, Math.ceil((max - min) / 4));
          const ticks: number[] = [];
          for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
          return ticks;
        },
      },
    ],
    series: [
      {},
      {
        label: name,
        stroke: color,
        width: kind === 'bars' ? 0 : 2,
        fill: kind === 'bars' ? color : `${color}22`,
        points: { show: kind === 'line', size: 6, fill: color },
        ...(kind === 'bars' ? { paths: uPlot.paths.bars?.({ size: [0.6, 48] }) } : {}),
      },
    ],
    hooks: {
      setCursor: [
        (u) => {
          if (!readOut) return;
          const index = u.cursor.idx;
          readOut.textContent =
            index === null || index === undefined ? '' : `${labels[index]}: ${props.values[index]} (${name})`;
        },
      ],
    },
  };
}

export function WeeklyChart({ labels, values, kind, name }: WeeklyChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const readOut = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const xs = labels.map((_label, index) => index);
    const width = () => Math.max(240, Math.floor(element.getBoundingClientRect().width));
    const settings = options({ labels, values, kind, name }, width(), readOut.current);
    const chart = new uPlot(settings, [xs, [...values]], element);
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [labels, values, kind, name]);

  return (
    <div>
      <Frame ref={frame} aria-hidden="true" data-testid={`grafik-${kind}`} />
      <ReadOut ref={readOut} aria-hidden="true" />
    </div>
  );
}
