import * as React from 'react';
import { type ApiTransport } from '@leasekit/core';
import { createSchemaForm, type FieldSchema, type FormSchema } from '@leasekit/core/form';
import {
  SchemaForm,
  createWidgetRegistry,
  defaultWidgets,
  type SchemaWidget,
  type WidgetRegistry,
} from '@leasekit/ui';
import type { BenchField } from './fields';

/** The benchmark form as a leasekit schema (01 §3): `required`, select options, the one condition. */
export function toLeasekitSchema(fields: readonly BenchField[]): FormSchema {
  const children: FieldSchema[] = fields.map((field) => ({
    name: field.name,
    type: field.type,
    label: field.label,
    required: field.required,
    ...(field.options ? { options: field.options.map((text) => ({ text, value: text })) } : {}),
    ...(field.shownWhen ? { conditions: [{ field: field.shownWhen, operator: 'equals', value: true }] } : {}),
  }));
  return { action: '/save', title: 'Benchmark form', children };
}

/** Nothing is submitted during the benchmark; the engine still needs a transport. */
const transport: ApiTransport = async () => ({ status: true, code: 200, data: null as never, error: null });

/** Creates the engine for the benchmark form. */
export function createBenchEngine(fields: readonly BenchField[]) {
  return createSchemaForm({ transport, schema: toLeasekitSchema(fields) });
}

/**
 * The real widget registry with each widget wrapped in a Profiler named after its field: it reports
 * every render of the field (SchemaForm's field view renders the frame and widget together).
 */
export function profiledWidgets(onRender: React.ProfilerOnRenderCallback): WidgetRegistry {
  const wrapped: Record<string, SchemaWidget> = {};
  for (const [type, widget] of Object.entries(defaultWidgets)) {
    const Inner = widget.component;
    const Profiled: SchemaWidget['component'] = (props) => (
      <React.Profiler id={props.field.name} onRender={onRender}>
        <Inner {...props} />
      </React.Profiler>
    );
    wrapped[type] = { ...widget, component: Profiled };
  }
  return createWidgetRegistry(wrapped);
}

/** Props of {@link LeasekitBenchForm}. */
export interface LeasekitBenchFormProps {
  engine: ReturnType<typeof createBenchEngine>;
  widgets?: WidgetRegistry;
}

/** leasekit's SchemaForm with the real ui widgets. */
export function LeasekitBenchForm({ engine, widgets }: LeasekitBenchFormProps) {
  return <SchemaForm form={engine} {...(widgets ? { widgets } : {})} />;
}
