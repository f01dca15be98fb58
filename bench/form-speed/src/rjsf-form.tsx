import * as React from 'react';
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { RegistryWidgetsType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { BenchField } from './fields';

/** The benchmark form as JSON Schema: required list, enums, `format: date`, and `if`/`then` for the condition. */
export function toJsonSchema(fields: readonly BenchField[]): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  let conditional: { name: string; when: string; schema: RJSFSchema } | null = null;
  for (const field of fields) {
    const schema: RJSFSchema =
      field.type === 'number'
        ? { type: 'number', title: field.label }
        : field.type === 'checkbox'
          ? { type: 'boolean', title: field.label }
          : field.type === 'select'
            ? { type: 'string', title: field.label, enum: [...(field.options ?? [])] }
            : field.type === 'date'
              ? { type: 'string', title: field.label, format: 'date' }
              : { type: 'string', title: field.label };
    if (field.shownWhen) {
      conditional = { name: field.name, when: field.shownWhen, schema };
      continue;
    }
    properties[field.name] = schema;
    if (field.required) required.push(field.name);
  }
  const root: RJSFSchema = { type: 'object', title: 'Benchmark form', required, properties };
  if (conditional) {
    root.allOf = [
      {
        if: { properties: { [conditional.when]: { const: true } }, required: [conditional.when] },
        then: { properties: { [conditional.name]: conditional.schema }, required: [conditional.name] },
      },
    ];
  }
  return root;
}

/** RJSF's own widgets, each wrapped in a Profiler named after its field (the id is `root_<name>`). */
export function profiledRjsfWidgets(onRender: React.ProfilerOnRenderCallback): RegistryWidgetsType {
  const wrapped: RegistryWidgetsType = {};
  for (const [key, Inner] of Object.entries(getDefaultRegistry().widgets)) {
    const Profiled = (props: WidgetProps) => (
      <React.Profiler id={props.id.replace(/^root_/, '')} onRender={onRender}>
        <Inner {...props} />
      </React.Profiler>
    );
    wrapped[key] = Profiled;
  }
  return wrapped;
}

/** @rjsf/core with its ajv8 validator and default widgets; validation on submit, as RJSF defaults to. */
export function RjsfBenchForm({
  schema,
  widgets,
}: {
  schema: RJSFSchema;
  widgets?: RegistryWidgetsType | undefined;
}) {
  return <Form schema={schema} validator={validator} noHtml5Validate {...(widgets ? { widgets } : {})} />;
}
