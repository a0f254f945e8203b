-- Registration forms tell apart two kinds of required question: required by definition
-- (`input.required`: who the member is and how to reach them; an admin can neither make it
-- optional nor delete it) and required by a `Mandatory` rule (an admin may take the rule away).
-- Forms stored before the distinction marked every required question both ways; keep
-- `input.required` only on the identity questions, so the others become changeable. Whether a
-- question is required does not change: its Mandatory rule stays.
update registration_forms f
set definition = jsonb_set(
  f.definition,
  '{sections}',
  (
    select coalesce(jsonb_agg(
      jsonb_set(
        s.section,
        '{questions}',
        (
          select coalesce(jsonb_agg(
            case
              when (q.question -> 'input' ->> 'required') = 'true'
                and coalesce(q.question ->> 'default_question_id', '')
                  not in ('first_name', 'last_name', 'email', 'date_of_birth')
                and exists (
                  select 1
                  from jsonb_array_elements(q.question -> 'input' -> 'validations') as v (rule)
                  where v.rule ->> 'type' = 'Mandatory'
                )
              then jsonb_set(q.question, '{input,required}', 'false'::jsonb)
              else q.question
            end
            order by q.position
          ), '[]'::jsonb)
          from jsonb_array_elements(s.section -> 'questions') with ordinality as q (question, position)
        )
      )
      order by s.position
    ), '[]'::jsonb)
    from jsonb_array_elements(f.definition -> 'sections') with ordinality as s (section, position)
  )
)
where jsonb_typeof(f.definition -> 'sections') = 'array';
