import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Content = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * A plain page of the sandbox (dev pages, links opened on a phone, the signing page), in `lang` (English
 * by default; the signing page reads in the contract's language).
 */
export function page(title: string, content: Content, head: Content | string = '', lang: 'en' | 'es' = 'en') {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · leasekit sandbox</title>
        <link rel="icon" href="/favicon.ico" />
        <style>
          body {
            font-family: system-ui, sans-serif;
            margin: 0;
            color: #111827;
            background: #f9fafb;
          }
          main {
            max-width: 60rem;
            margin: 0 auto;
            padding: 1.5rem;
          }
          table {
            border-collapse: collapse;
            width: 100%;
            background: #fff;
          }
          th,
          td {
            border: 1px solid #e5e7eb;
            padding: 0.4rem 0.6rem;
            text-align: left;
            vertical-align: top;
          }
          th {
            background: #f3f4f6;
          }
          button,
          .button {
            font: inherit;
            padding: 0.5rem 1rem;
            border-radius: 0.375rem;
            border: 1px solid #1d4ed8;
            background: #1d4ed8;
            color: #fff;
            cursor: pointer;
            text-decoration: none;
            display: inline-block;
          }
          button.secondary {
            background: #fff;
            color: #1d4ed8;
          }
          button:focus-visible,
          a:focus-visible,
          select:focus-visible {
            outline: 3px solid #f59e0b;
            outline-offset: 2px;
          }
          code,
          pre {
            background: #f3f4f6;
            padding: 0.1rem 0.3rem;
            border-radius: 0.25rem;
          }
          pre {
            padding: 0.75rem;
            overflow: auto;
          }
          .muted {
            color: #4b5563;
          }
          /* A shopper meets these pages on a phone: nothing wider than 320 px. */
          *,
          ::before,
          ::after {
            box-sizing: border-box;
          }
          body {
            overflow-wrap: anywhere;
          }
          img,
          iframe,
          select,
          input,
          textarea,
          table {
            max-width: 100%;
          }
          @media (max-width: 30rem) {
            main {
              padding: 1rem 0.75rem;
            }
            th,
            td {
              padding: 0.3rem 0.4rem;
            }
          }
        </style>
        ${head}
      </head>
      <body>
        <main>${content}</main>
      </body>
    </html>`;
}
