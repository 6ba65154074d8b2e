import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  matchReportSchema,
  reportChartsSchema,
  type MatchReport,
  type ReportCharts,
} from '../../../../contract/report';
import { slug } from '../../../../contract/slug';
import { kickoutMapSvg, raceSvg, shotChartSvg, turnoverMapSvg } from '../../render/report/reportCharts';
import { reportPdf } from '../../render/report/reportPdf';
import { shareImagePng } from '../../render/report/shareImage';
import { queryOf } from '../filterQuery';
import { HttpError } from '../httpError';
import { LruCache } from '../lruCache';

/**
 * A match report's routes (docs/report.md): the JSON, its charts, the PDF and the share image,
 * for whichever report a request finds (the public data's, a squad's, or a shared link's). They
 * parse, look the report up, and answer; every figure is made once per data version and kept.
 */

/** A report a request may see: its figures, made when first asked for, and what names them. */
export type FoundReport = {
  /** The data's version and the report's place in it: what its cached answers are kept under. */
  key: string;
  report: () => MatchReport;
  /** `Cache-Control` of every answer about it. */
  cacheControl: string;
};

export type ReportFinder = (request: FastifyRequest, matchId: string, firstTeam: string | null) => FoundReport;

type Body = { bytes: Buffer; type: string };

/** 8 MB of reports, charts, PDFs and images: a few dozen matches' worth, the ones being read this week. */
const REPORT_CACHE_BYTES = 8 * 1024 * 1024;

export class ReportCache {
  private readonly bodies = new LruCache<Body>(REPORT_CACHE_BYTES, (body) => body.bytes.length);

  async body(found: FoundReport, kind: string, make: (report: MatchReport) => Body | Promise<Body>): Promise<Body> {
    const key = `${found.key}\u0000${kind}`;
    const hit = this.bodies.get(key);
    if (hit) return hit;
    const body = await make(found.report());
    this.bodies.set(key, body);
    return body;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
const json = (value: unknown): Body => ({ bytes: Buffer.from(JSON.stringify(value)), type: JSON_TYPE });

export function reportCharts(report: MatchReport): ReportCharts {
  return reportChartsSchema.parse({
    race: raceSvg(report),
    shots: [shotChartSvg(report, 1), shotChartSvg(report, 2)],
    kickouts: kickoutMapSvg(report),
    turnovers: turnoverMapSvg(report),
  });
}

/** `clifden-v-oughterard-2025-06-01`: what a downloaded file is called. */
export function reportFileName(report: MatchReport): string {
  const [first, second] = report.match.teams;
  return `${slug(first) || 'team'}-v-${slug(second) || 'team'}-${report.match.date}`;
}

export type ReportKind = 'json' | 'charts' | 'pdf' | 'png';

/** Answers one kind of a found report. */
export async function answerReport(
  cache: ReportCache,
  found: FoundReport,
  kind: ReportKind,
  reply: FastifyReply,
): Promise<void> {
  const body = await cache.body(found, kind, async (report) => {
    switch (kind) {
      case 'json':
        return json(matchReportSchema.parse(report));
      case 'charts':
        return json(reportCharts(report));
      case 'pdf':
        return { bytes: await reportPdf(report), type: 'application/pdf' };
      case 'png':
        return { bytes: shareImagePng(report), type: 'image/png' };
    }
  });
  reply.type(body.type).header('cache-control', found.cacheControl);
  if (kind === 'pdf' || kind === 'png') {
    const name = `${reportFileName(found.report())}${kind === 'pdf' ? '-report.pdf' : '.png'}`;
    reply.header('content-disposition', `${kind === 'pdf' ? 'attachment' : 'inline'}; filename="${name}"`);
  }
  reply.send(body.bytes);
}

/** `?team=` puts that team first; it must be one of the match's. */
function firstTeamOf(request: FastifyRequest): string | null {
  const { team } = queryOf(request.query);
  if (team === undefined) return null;
  if (typeof team !== 'string' || team.trim() === '') throw new HttpError(400, 'Give one team name, or none');
  return team;
}

/** The report routes under `/matches/{matchId}`, over the reports `find` finds. */
export function registerReportRoutes(app: FastifyInstance, find: ReportFinder): void {
  const cache = new ReportCache();
  const route = (suffix: string, kind: ReportKind) =>
    app.get(`/matches/:matchId/${suffix}`, async (request, reply) => {
      const { matchId } = request.params as { matchId: string };
      const found = find(request, matchId, firstTeamOf(request));
      await answerReport(cache, found, kind, reply);
    });
  route('report', 'json');
  route('report/charts', 'charts');
  route('report.pdf', 'pdf');
  route('report.png', 'png');
}

/** A team named to go first must be one of the match's two; 400 saying which played. */
export function checkFirstTeam(firstTeam: string | null, teams: readonly [string, string]): void {
  if (firstTeam !== null && !teams.includes(firstTeam)) {
    throw new HttpError(400, `${firstTeam} did not play in this match: it was ${teams.join(' v ')}`);
  }
}
